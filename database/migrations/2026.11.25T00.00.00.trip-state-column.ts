import type { Knex } from 'knex';

/**
 * Strapi 5 reserves the attribute name `status` (draft and publish): the Content Manager could
 * neither show nor change a trip's status (400 "Invalid status"). Trips and AI generation records
 * keep it in `state` now, as billing's rows do; the /api shapes still say `status`. Existing
 * databases keep their values: the column is renamed before Strapi's schema sync would drop it.
 */
const TABLES = ['trips', 'ai_generations'];

export const up = async (knex: Knex) => {
  for (const table of TABLES) {
    if (!(await knex.schema.hasTable(table))) continue;
    if (!(await knex.schema.hasColumn(table, 'status')) || (await knex.schema.hasColumn(table, 'state')))
      continue;
    await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, 'status', 'state']);
  }
};
