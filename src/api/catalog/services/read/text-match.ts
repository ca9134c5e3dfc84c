import type { Knex } from 'knex';

/**
 * `column` contains `text`, case-insensitively (`lower` on both sides), as a substring.
 *
 * Not `lower(column) like '%text%'`: SQLite prepares a statement anew on every run when a LIKE
 * pattern is a bound parameter (the pattern may change the plan), which doubled the cost of a
 * catalog search. `instr` (SQLite, MySQL) and `strpos` (PostgreSQL) take the text as a plain bound
 * value. The text is matched as typed: `%` and `_` are characters, not wildcards.
 */
export const containsText = (knex: Knex, column: string, text: string): Knex.Raw => {
  const dialect = (knex.client as { dialect?: string }).dialect ?? '';
  const position = dialect.startsWith('postgres') ? 'strpos' : 'instr';
  return knex.raw(`${position}(lower(??), ?) > 0`, [column, text.toLowerCase()]);
};
