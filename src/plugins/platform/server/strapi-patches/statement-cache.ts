/**
 * knex's better-sqlite3 dialect prepares every statement anew, and preparing costs as much as
 * running a small one. The connection keeps its prepared data statements instead, keyed by SQL
 * text (knex binds values, so the texts repeat) and bounded, least recently used first out.
 *
 * Only data statements are kept: DDL and pragmas are rare and may change what a statement means.
 * A kept statement stays valid across schema changes — SQLite re-prepares it when the schema moved.
 */
import { leastRecentlyUsed } from '../../../../lib/lru';
import { markPatched } from './patched';

type Preparer<S> = { prepare(sql: string): S };

const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

export const cachePreparedStatements = <S, C extends Preparer<S>>(
  connection: C & Preparer<S>,
  capacity = 500,
): C => {
  const prepare = connection.prepare.bind(connection);
  const kept = leastRecentlyUsed<string, S>(capacity);
  connection.prepare = markPatched((sql: string): S => {
    if (!CACHEABLE.test(sql)) return prepare(sql);
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      kept.set(sql, statement);
    }
    return statement;
  }, 'statement-cache');
  return connection;
};
