import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from './db';
import { fillTotals, postgresTriggers, sqliteTriggers, type TotalsShape } from './running-total-triggers';

/**
 * A count (and sums) of a table's rows by some of their columns, kept by the database's own
 * triggers in the transaction of every write, whoever writes (a service, the admin panel, a raw
 * statement): what a page's total or a desk's earnings read instead of aggregating a whole book
 * of rows on every request. Counted again from the rows at every boot, so a table that lost its
 * triggers (a schema change rebuilding it) or a declaration that changed is never left wrong.
 */
export type RunningTotal = {
  /** The totals' own table. */
  name: string;
  /** The content type whose rows are counted. */
  uid: string;
  /** The columns the totals are kept by (a null is kept under 0, or '' for text). */
  groupBy: Array<{ column: string; text?: boolean }>;
  /** Numeric columns summed, each kept as `sum_<column>` (a null adds 0). */
  sums?: string[];
  /** Which rows count: a condition over the row's columns as `r.<column>`, each named in `reads`. */
  where?: { sql: string; reads: string[] };
  why: string;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

const shapeOf = (strapi: Core.Strapi, total: RunningTotal): TotalsShape => {
  const table = tableOf(strapi, total.uid);
  const keys = total.groupBy.map(({ column, text }) => ({ column, empty: text ? `''` : '0' }));
  const sums = total.sums ?? [];
  const columns = [...keys.map(({ column }) => column), ...sums, ...(total.where?.reads ?? [])];
  if (![total.name, table, ...columns].every((name) => IDENTIFIER.test(name)) || keys.length === 0)
    throw new Error(`running total ${total.name}: names must be identifiers, with at least one key`);
  return {
    name: total.name,
    table,
    keys,
    sums,
    where: total.where?.sql ?? 'true',
    reads: [...new Set(columns)],
  };
};

const createTable = ({ name, keys, sums }: TotalsShape, postgres: boolean) => {
  const key = (empty: string) => (empty === '0' ? 'bigint' : 'varchar(255)');
  const sum = postgres ? 'numeric' : 'real';
  return `CREATE TABLE ${name} (${[
    ...keys.map(({ column, empty }) => `${column} ${key(empty)} NOT NULL`),
    'n bigint NOT NULL',
    ...sums.map((column) => `sum_${column} ${sum} NOT NULL`),
  ].join(', ')}, PRIMARY KEY (${keys.map(({ column }) => column).join(', ')}))`;
};

/**
 * Each total's table made again, its triggers (re)created and its rows counted, all in one
 * transaction: on PostgreSQL under an advisory lock (instances booting together) and with the
 * counted table's writes held until the commit (a write between the count and the commit would
 * be counted twice).
 */
export const ensureRunningTotals = async (strapi: Core.Strapi, totals: readonly RunningTotal[]) => {
  const postgres = strapi.db.dialect.client === 'postgres';
  for (const shape of totals.map((total) => shapeOf(strapi, total)))
    await strapi.db.connection.transaction(async (trx) => {
      if (postgres) await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [shape.name]);
      if (postgres) await trx.raw(`LOCK TABLE ${shape.table} IN SHARE ROW EXCLUSIVE MODE`);
      await trx.raw(`DROP TABLE IF EXISTS ${shape.name}`);
      await trx.raw(createTable(shape, postgres));
      for (const statement of postgres ? postgresTriggers(shape) : sqliteTriggers(shape))
        await trx.raw(statement);
      await trx.raw(fillTotals(shape));
    });
};

export type TotalsRow = Record<string, unknown> & { n: number };

/**
 * The rows of a total matching `where` (by its keys); numbers as numbers. The caller adds them up
 * (an agency's assignments over its states, every agency's for staff).
 */
export const readTotals = async (
  knex: Knex,
  total: RunningTotal,
  where: Record<string, string | number> = {},
): Promise<TotalsRow[]> => {
  const rows = (await knex(total.name).select('*').where(where)) as Array<Record<string, unknown>>;
  const numeric = new Set(['n', ...(total.sums ?? []).map((column) => `sum_${column}`)]);
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [column, numeric.has(column) ? Number(value) : value]),
      ) as TotalsRow,
  );
};
