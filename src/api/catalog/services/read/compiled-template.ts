import type { Knex } from 'knex';

/** The marker a template's query holds where the variable part goes (a raw `(…)`, never bound). */
export const HOLE = '__hole__';

/** A query compiled once, with one hole: SQL and bindings before and after it. */
export type Template = { before: string; beforeBindings: unknown[]; after: string; afterBindings: unknown[] };

/**
 * Compiles `query` (which holds `HOLE` once) and splits it at the hole. Placeholders are counted
 * to split the bindings: our identifiers never hold `?`, and a template that would is refused.
 */
export const compileTemplate = (query: Knex.QueryBuilder): Template => {
  const { sql, bindings } = query.toSQL();
  const at = sql.indexOf(HOLE);
  const placeholders = (text: string) => text.split('?').length - 1;
  if (at < 0 || sql.indexOf(HOLE, at + 1) >= 0 || placeholders(sql) !== bindings.length)
    throw new Error(`A query template must hold one hole and only binding placeholders: ${sql}`);
  const before = sql.slice(0, at);
  return {
    before,
    beforeBindings: bindings.slice(0, placeholders(before)),
    after: sql.slice(at + HOLE.length),
    afterBindings: bindings.slice(placeholders(before)),
  };
};

/** The template with `part` (a compiled query) in its hole, as one raw query. */
export const fillTemplate = (knex: Knex, template: Template, part: Knex.Sql) =>
  knex.raw(`${template.before}${part.sql}${template.after}`, [
    ...template.beforeBindings,
    ...part.bindings,
    ...template.afterBindings,
  ] as Knex.RawBinding[]);

/** A raw query's rows, whichever driver answered (pg answers `{ rows }`, SQLite the rows). */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
