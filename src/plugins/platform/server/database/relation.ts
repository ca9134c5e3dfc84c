import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from './db';

/**
 * A module's published relation: chosen columns of one of its tables, under names it keeps stable,
 * for aggregate SQL that another module (analytics) writes across several modules. The reader joins
 * it as a derived table (`relation().as('o')`); both planners flatten such a plain select into the
 * join, so it costs what the table itself would, while the owner stays free to change the table
 * behind it.
 */
export type Relation = () => Knex.QueryBuilder;

/** A relation over `uid`'s table: `columns` are published under their own names. */
export const relationOf =
  (strapi: Core.Strapi, uid: string, columns: readonly string[]): Relation =>
  () =>
    (strapi.db.connection as unknown as Knex)(tableOf(strapi, uid)).select([...columns]);
