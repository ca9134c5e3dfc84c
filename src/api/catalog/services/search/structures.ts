import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, SEARCH_TERM } from './kinds';
import { compactPostgres, ensurePostgres } from './pg-structures';

/**
 * The full-text structures over the index's tables, by database: created at boot when missing.
 * Each kind has its own (a table on SQLite, partial indexes on PostgreSQL): a search is always of
 * one kind, and a prefix such as `a` matches tens of thousands of entries across all of them.
 * On SQLite a kind's table is keyed by the record's own id (its default-language row, the list's
 * id): a match names the records and their order (the lists' `id`) without reading the entries.
 */
export const kindFts = (entries: string, kind: string) => `${entries}_${kind}_fts`;

/** An entry's columns in its kind's full-text table: the record's id and its text. */
const ftsRow = (row: string) => `${row}.record_id, ${row}.name, ${row}.names, ${row}.body`;

const sqliteKindStatements = (entries: string, kind: string) => {
  const fts = kindFts(entries, kind);
  const listed = (row: string) => `${row}.kind = '${kind}' AND ${row}.record_id IS NOT NULL`;
  return [
    // Words (our normalised text: letters and digits) with prefix indexes for typing as one goes;
    // the default-language name apart, for the rank's "the name begins with the query".
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(name, names, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`,
    `CREATE TRIGGER IF NOT EXISTS ${fts}_insert AFTER INSERT ON ${entries} WHEN ${listed('new')} BEGIN
       INSERT INTO ${fts}(rowid, name, names, body) VALUES (${ftsRow('new')}); END`,
    `CREATE TRIGGER IF NOT EXISTS ${fts}_delete AFTER DELETE ON ${entries} WHEN ${listed('old')} BEGIN
       DELETE FROM ${fts} WHERE rowid = old.record_id; END`,
    `CREATE TRIGGER IF NOT EXISTS ${fts}_update AFTER UPDATE ON ${entries} WHEN (${listed('old')}) OR (${listed('new')}) BEGIN
       DELETE FROM ${fts} WHERE rowid = old.record_id AND ${listed('old')};
       INSERT INTO ${fts}(rowid, name, names, body) SELECT ${ftsRow('new')} WHERE ${listed('new')}; END`,
  ];
};

/** What earlier versions kept: one table for all kinds, then one a kind keyed by the entry. */
const sqliteRetired = (entries: string) => [
  ...['insert', 'delete', 'update'].map((event) => `DROP TRIGGER IF EXISTS ${entries}_fts_${event}`),
  `DROP TABLE IF EXISTS ${entries}_fts`,
  ...SEARCH_KIND_NAMES.flatMap((kind) => [
    ...['insert', 'delete', 'update'].map(
      (event) => `DROP TRIGGER IF EXISTS ${entries}_fts_${kind}_${event}`,
    ),
    `DROP TABLE IF EXISTS ${entries}_fts_${kind}`,
  ]),
];

const sqliteVocabulary = (terms: string) => [
  // The vocabulary by trigrams: where a mistyped word finds its candidates.
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${terms}_fts USING fts5(term, content='${terms}', content_rowid='id', tokenize='trigram')`,
  `CREATE TRIGGER IF NOT EXISTS ${terms}_fts_insert AFTER INSERT ON ${terms} BEGIN
     INSERT INTO ${terms}_fts(rowid, term) VALUES (new.id, new.term); END`,
  `CREATE TRIGGER IF NOT EXISTS ${terms}_fts_delete AFTER DELETE ON ${terms} BEGIN
     INSERT INTO ${terms}_fts(${terms}_fts, rowid, term) VALUES ('delete', old.id, old.term); END`,
];

/**
 * Creates what is missing. On SQLite a full-text table made over entries that already exist (an
 * upgrade) is filled from them once.
 */
export const ensureSearchStructures = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const terms = tableOf(strapi, SEARCH_TERM);
  // The index by name now holds the record's id too (kind_name_record_idx): the old one is a prefix of it.
  await knex.raw(`DROP INDEX IF EXISTS ${entries}_kind_name_idx`);
  if (strapi.db.dialect.client === 'postgres') return ensurePostgres(strapi, entries, terms);
  const existing = new Set(
    (await knex('sqlite_master')
      .whereIn('name', [`${terms}_fts`, ...SEARCH_KIND_NAMES.map((kind) => kindFts(entries, kind))])
      .pluck('name')) as string[],
  );
  for (const statement of sqliteRetired(entries)) await knex.raw(statement);
  for (const statement of sqliteVocabulary(terms)) await knex.raw(statement);
  if (!existing.has(`${terms}_fts`))
    await knex.raw(`INSERT INTO ${terms}_fts(${terms}_fts) VALUES ('rebuild')`);
  for (const kind of SEARCH_KIND_NAMES) {
    for (const statement of sqliteKindStatements(entries, kind)) await knex.raw(statement);
    if (!existing.has(kindFts(entries, kind)))
      await knex.raw(
        `INSERT INTO ${kindFts(entries, kind)}(rowid, name, names, body)
         SELECT ${ftsRow('e')} FROM ${entries} e WHERE e.kind = ? AND e.record_id IS NOT NULL`,
        [kind],
      );
  }
};

/**
 * Merges what many writes left behind, after a bulk indexing (the boot's backfill, the scaled
 * seed): on SQLite each full-text table's segments into one (a search read every segment: 0.33 ms
 * a query on the scaled catalog, 0.07 after); on PostgreSQL the GIN indexes' pending lists.
 */
export const compactSearchIndex = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const entries = tableOf(strapi, SEARCH_ENTRY);
  if (strapi.db.dialect.client === 'postgres') return compactPostgres(knex, entries);
  for (const table of [
    ...SEARCH_KIND_NAMES.map((kind) => kindFts(entries, kind)),
    `${tableOf(strapi, SEARCH_TERM)}_fts`,
  ])
    await knex.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
};
