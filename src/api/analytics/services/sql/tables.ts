import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { accounts } from '../../../../plugins/accounts/public';
import { billing } from '../../../../plugins/billing/public';
import { catalog } from '../../../catalog/public';
import { trips } from '../../../trip/public';
import { timeSql } from './buckets';

/**
 * The relations the analytics read, each published by the module that owns the table: billing's
 * orders and their items, trips with their places and destinations, the catalog's flights and
 * destinations, the accounts. Analytics never names another module's table.
 */
const relationsOf = (strapi: Core.Strapi) => ({
  orders: billing(strapi).reporting.orders,
  orderItems: billing(strapi).reporting.orderItems,
  accounts: accounts(strapi).people.accounts,
  trips: trips(strapi).reporting.trips,
  attachedPlaces: trips(strapi).reporting.attachedPlaces,
  visits: trips(strapi).reporting.visits,
  flights: catalog(strapi).reporting.flights,
  destinations: catalog(strapi).reporting.destinations,
});
export type RelationName = keyof ReturnType<typeof relationsOf>;

/** The query builder, the time SQL of its database and the published relations, for one Strapi. */
export const sqlOf = (strapi: Core.Strapi) => {
  const knex = strapi.db.connection as unknown as Knex;
  const relations = relationsOf(strapi);
  return {
    knex,
    time: timeSql(knex, strapi.db.dialect.client),
    /** A relation under an alias, to select from or join: `sql.from('orders', 'o')`. */
    relation: (name: RelationName, alias: string) => relations[name]().as(alias),
    /** A query over one relation. */
    from: (name: RelationName, alias: string): Knex.QueryBuilder => knex.from(relations[name]().as(alias)),
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
