import type { Knex } from 'knex';

const BATCH = 200;

/** Inserts rows in batches and answers their ids (in order, on SQLite and PostgreSQL). */
export const insertAll = async (knex: Knex, table: string, rows: object[]) => {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += BATCH) {
    const inserted = (await knex(table)
      .insert(rows.slice(at, at + BATCH))
      .returning('id')) as Array<{ id: number } | number>;
    ids.push(...inserted.map((row) => (typeof row === 'number' ? row : row.id)));
  }
  return ids;
};
