import type { Knex } from 'knex';

/**
 * The settings' plain index on `key` duplicated the unique one (`settings_key_unique`, the setting
 * module's guarantee), which serves every lookup by key: it goes from databases that have it.
 */
export const up = async (knex: Knex) => {
  await knex.raw('DROP INDEX IF EXISTS settings_key_idx');
};
