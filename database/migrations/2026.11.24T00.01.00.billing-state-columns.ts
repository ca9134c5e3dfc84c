import type { Knex } from 'knex';

/**
 * Strapi 5 reserves the attribute name `status` for draft and publish: the Content Manager showed
 * every order, payment and subscription as "published". Their state now lives in `state` (the
 * /api shapes still say `status`). Existing databases keep their values: the column is renamed
 * before Strapi's schema sync would drop it (indexes follow a renamed column on both databases).
 */
const TABLES = ['billing_orders', 'billing_payments', 'billing_subscriptions'];

export const up = async (knex: Knex) => {
  for (const table of TABLES) {
    if (!(await knex.schema.hasTable(table))) continue;
    if (!(await knex.schema.hasColumn(table, 'status')) || (await knex.schema.hasColumn(table, 'state')))
      continue;
    await knex.raw('ALTER TABLE ?? RENAME COLUMN ?? TO ??', [table, 'status', 'state']);
  }
};
