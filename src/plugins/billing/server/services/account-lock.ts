import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { accounts } from '../../../accounts/public';

/**
 * Serialises, per account, the transactions that make a subscription active (a plan paid, the
 * Free row created). Without it two of them can each find no active row, then both activate one
 * and the second meets the one-active-per-user index.
 */
export const lockAccount = (strapi: Core.Strapi, trx: Knex.Transaction, userId: number) =>
  accounts(strapi).people.lock(trx, userId);
