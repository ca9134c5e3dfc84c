import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/contract/public';
import { timeSql } from './buckets';

/** The tables the analytics read: billing's orders and their items, trips, places, accounts. */
export const ORDER = 'plugin::billing.order';
export const ORDER_ITEM = 'plugin::billing.order-item';
export const USER = 'plugin::users-permissions.user';
export const FLIGHT = 'api::flight.flight';

/** The query builder, the time SQL of its database and table names, for one Strapi. */
export const sqlOf = (strapi: Core.Strapi) => {
  const knex = strapi.db.connection as unknown as Knex;
  return {
    knex,
    time: timeSql(knex, strapi.db.dialect.client),
    table: (uid: string) => tableOf(strapi, uid),
  };
};
export type Sql = ReturnType<typeof sqlOf>;

/** A COUNT or SUM as the drivers return it (PostgreSQL: a string for bigint and numeric), as a number. */
export const numberOf = (value: unknown) => Number(value ?? 0);

/** An expression selected under a name (`<expression> as "name"`). */
export const named = (sql: Sql, expression: Knex.Raw, name: string) =>
  sql.knex.raw('? as ??', [expression, name]);
