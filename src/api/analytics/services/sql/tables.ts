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
const named = (sql: Sql, expression: Knex.Raw, name: string) => sql.knex.raw('? as ??', [expression, name]);

/**
 * One figure per bucket, in the database: `query` grouped by `bucket` (a month, an hour, a style…),
 * `measure` adding the aggregate as `value` (`q => q.count({ value: '*' })`). Grouped by the output
 * name: PostgreSQL would take the two bindings of a repeated expression for different expressions.
 */
export const perBucket = async (
  sql: Sql,
  query: Knex.QueryBuilder,
  bucket: Knex.Raw,
  measure: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Map<string, number>> => {
  const rows = (await measure(query.select(named(sql, bucket, 'bucket'))).groupBy('bucket')) as Array<{
    bucket: unknown;
    value: unknown;
  }>;
  return new Map(rows.map((row) => [String(row.bucket), numberOf(row.value)]));
};
