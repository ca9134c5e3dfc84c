/**
 * knex's better-sqlite3 dialect prepares every statement anew, and preparing costs as much as
 * running a small one. The connection keeps its prepared data statements instead, keyed by SQL
 * text (knex binds values, so the texts repeat) and bounded, least recently used first out.
 *
 * Only data statements are kept: DDL and pragmas are rare and may change what a statement means.
 * A kept statement stays valid across schema changes — SQLite re-prepares it when the schema moved.
 */
type Preparer<S> = { prepare(sql: string): S };

const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

export const cachePreparedStatements = <S, C extends Preparer<S>>(
  connection: C & Preparer<S>,
  capacity = 500,
): C => {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, S>();
  connection.prepare = (sql: string): S => {
    if (!CACHEABLE.test(sql)) return prepare(sql);
    const hit = kept.get(sql);
    if (hit !== undefined) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      kept.delete(sql);
      kept.set(sql, hit);
      return hit;
    }
    const statement = prepare(sql);
    kept.set(sql, statement);
    if (kept.size > capacity) kept.delete(kept.keys().next().value as string);
    return statement;
  };
  return connection;
};
