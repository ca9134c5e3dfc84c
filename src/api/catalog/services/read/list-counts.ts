import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/platform/public';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import type { CollectionSpec } from './collection-spec';
import { DEFAULT_ROW_LOCALE } from './sql';

/**
 * How many live rows each catalog table has per locale, kept by the database's own triggers in
 * the transaction of every write (whoever writes: our services, the admin panel, the seed, a raw
 * statement). An unfiltered list's total is read from here: counting 100,000 hotels took 3 ms of
 * every request for the first page. Counted again at every boot, so a table that lost its
 * triggers (a schema change rebuilding it) is never left wrong.
 */
export const LIST_COUNTS = 'catalog_list_counts';

/** The row's key: its locale ('' for a table without locales). */
const localeOf = (row: string, localized: boolean) => (localized ? `coalesce(${row}.locale, '')` : `''`);
const isLive = (row: string) => `${row}.${TRASH_COLUMN} IS NULL`;

type Counted = { table: string; localized: boolean };

const countedTables = (strapi: Core.Strapi, specs: CollectionSpec[]): Counted[] =>
  specs.map((spec) => ({ table: tableOf(strapi, spec.uid), localized: spec.i18n }));

const upsert = (value: string) =>
  `ON CONFLICT (list_table, locale) DO UPDATE SET live = ${LIST_COUNTS}.live + ${value}`;

/** SQLite: a trigger per row event, each a step of one. */
const sqliteTriggers = ({ table, localized }: Counted) => [
  `CREATE TRIGGER IF NOT EXISTS ${table}_list_count_insert AFTER INSERT ON ${table} WHEN ${isLive('new')} BEGIN
     INSERT INTO ${LIST_COUNTS} (list_table, locale, live) VALUES ('${table}', ${localeOf('new', localized)}, 1) ${upsert('1')}; END`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_list_count_delete AFTER DELETE ON ${table} WHEN ${isLive('old')} BEGIN
     UPDATE ${LIST_COUNTS} SET live = live - 1 WHERE list_table = '${table}' AND locale = ${localeOf('old', localized)}; END`,
  `CREATE TRIGGER IF NOT EXISTS ${table}_list_count_update AFTER UPDATE ON ${table}
   WHEN (${isLive('old')}) <> (${isLive('new')}) OR ${localeOf('old', localized)} <> ${localeOf('new', localized)} BEGIN
     UPDATE ${LIST_COUNTS} SET live = live - 1 WHERE list_table = '${table}' AND locale = ${localeOf('old', localized)} AND ${isLive('old')};
     INSERT INTO ${LIST_COUNTS} (list_table, locale, live) SELECT '${table}', ${localeOf('new', localized)}, 1 WHERE ${isLive('new')} ${upsert('1')}; END`,
];

/**
 * PostgreSQL: a trigger per statement over its transition tables, so a write of a thousand rows
 * changes each count once (a row trigger would update the same row a thousand times in one
 * transaction); a write that changes no row's liveness writes nothing.
 */
const postgresStatements = ({ table, localized }: Counted) => {
  const delta = (rows: string, sign: number) =>
    `SELECT ${localeOf(rows, localized)} AS locale, ${sign} AS n FROM ${rows} WHERE ${isLive(rows)}`;
  const apply = (parts: string[]) =>
    `INSERT INTO ${LIST_COUNTS} (list_table, locale, live)
     SELECT '${table}', d.locale, sum(d.n) FROM (${parts.join(' UNION ALL ')}) d GROUP BY d.locale HAVING sum(d.n) <> 0
     ${upsert('EXCLUDED.live')};`;
  const events: Array<[string, string, string]> = [
    ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
    ['delete', 'DELETE', 'OLD TABLE AS old_rows'],
    ['update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ];
  return [
    `CREATE OR REPLACE FUNCTION ${table}_list_count() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${apply([delta('new_rows', 1)])}
       ELSIF TG_OP = 'DELETE' THEN ${apply([delta('old_rows', -1)])}
       ELSE ${apply([delta('new_rows', 1), delta('old_rows', -1)])}
       END IF;
       RETURN NULL;
     END $$`,
    ...events.map(
      ([name, event, referencing]) =>
        `CREATE OR REPLACE TRIGGER ${table}_list_count_${name} AFTER ${event} ON ${table}
         REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_list_count()`,
    ),
  ];
};

/** The counts again from the rows themselves. */
const recount = async (trx: Knex.Transaction, tables: Counted[]) => {
  await trx(LIST_COUNTS).del();
  for (const { table, localized } of tables)
    await trx.raw(
      `INSERT INTO ${LIST_COUNTS} (list_table, locale, live)
       SELECT '${table}', ${localeOf('t', localized)}, count(*) FROM ${table} t WHERE ${isLive('t')} GROUP BY 2`,
    );
};

/**
 * Creates the counts' table and the triggers of `specs`' tables where missing, and counts every
 * table again, in one transaction: on PostgreSQL with the tables' writes held (a write between
 * the count and the commit would be counted twice) and under an advisory lock (instances booting
 * together).
 */
export const ensureListCounts = (strapi: Core.Strapi, specs: CollectionSpec[]) => {
  const tables = countedTables(strapi, specs);
  const postgres = strapi.db.dialect.client === 'postgres';
  return strapi.db.connection.transaction(async (trx) => {
    if (postgres) await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('${LIST_COUNTS}'))`);
    await trx.raw(
      `CREATE TABLE IF NOT EXISTS ${LIST_COUNTS} (list_table varchar(255) NOT NULL, locale varchar(255) NOT NULL, live integer NOT NULL, PRIMARY KEY (list_table, locale))`,
    );
    for (const counted of tables)
      for (const statement of postgres ? postgresStatements(counted) : sqliteTriggers(counted))
        await trx.raw(statement);
    if (postgres)
      await trx.raw(`LOCK TABLE ${tables.map(({ table }) => table).join(', ')} IN SHARE ROW EXCLUSIVE MODE`);
    await recount(trx, tables);
  });
};

/** The live rows of `spec` in the default locale: the total of its unfiltered public list. */
export const liveCount = async (strapi: Core.Strapi, knex: Knex, spec: CollectionSpec) => {
  const row = (await knex(LIST_COUNTS)
    .select('live')
    .where({ list_table: tableOf(strapi, spec.uid), locale: spec.i18n ? DEFAULT_ROW_LOCALE : '' })
    .first()) as { live: number | string } | undefined;
  return Number(row?.live ?? 0);
};
