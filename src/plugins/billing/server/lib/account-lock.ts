import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../contract/public';

/**
 * Serialises, per account, the transactions that make a subscription active (a plan paid, the
 * Free row created). Without it two of them can each find no active row, then both activate one
 * and the second meets the one-active-per-user index. PostgreSQL: a row lock on the account,
 * held until the transaction ends. SQLite already runs one writing transaction at a time.
 */
export const lockAccount = async (strapi: Core.Strapi, trx: Knex.Transaction, userId: number) => {
  if (strapi.db.dialect.client !== 'postgres') return;
  await trx.raw('SELECT id FROM ?? WHERE id = ? FOR UPDATE', [
    tableOf(strapi, 'plugin::users-permissions.user'),
    userId,
  ]);
};
