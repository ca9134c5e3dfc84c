import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, SEARCH_TERM } from './kinds';

/**
 * The full-text structures over the index's tables, by database: created at boot when missing.
 * Each kind has its own (a table on SQLite, partial indexes on PostgreSQL): a search is always of
 * one kind, and a prefix such as `a` matches tens of thousands of entries across all of them.
 * On SQLite a kind's table is keyed by the record's own id (its default-language row, the list's
 * id): a match names the records and their order (the lists' `id`) without reading the entries.
 */
export const kindFts = (entries: string, kind: string) => `${entries}_${kind}_fts`;

/** Where the entries' text vectors are stored on PostgreSQL (beside the table Strapi manages). */
export const vectorsTable = (entries: string) => `${entries}_vectors`;

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

/** The text vectors of an entry's names, and of all its words. */
const namesVector = (row: string) => `to_tsvector('simple', coalesce(${row}.names, ''))`;
const wordsVector = (row: string) =>
  `to_tsvector('simple', coalesce(${row}.names, '') || ' ' || coalesce(${row}.body, ''))`;

/**
 * PostgreSQL: each entry's text vectors stored in a table of their own, kept by a trigger in the
 * write's transaction (a rank reading `to_tsvector` of every matching row parsed its text again:
 * 7 s for 10,000 matches), with GIN indexes per kind; and trigrams of the vocabulary.
 */
const postgresStatements = (entries: string, terms: string) => {
  const vectors = vectorsTable(entries);
  return [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    `CREATE TABLE IF NOT EXISTS ${vectors} (id integer PRIMARY KEY, kind varchar(255) NOT NULL, names tsvector NOT NULL, words tsvector NOT NULL)`,
    `CREATE OR REPLACE FUNCTION ${vectors}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'DELETE' THEN DELETE FROM ${vectors} WHERE id = OLD.id; RETURN OLD; END IF;
       INSERT INTO ${vectors} (id, kind, names, words) VALUES (NEW.id, NEW.kind, ${namesVector('NEW')}, ${wordsVector('NEW')})
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, names = EXCLUDED.names, words = EXCLUDED.words;
       RETURN NEW;
     END $$`,
    `CREATE OR REPLACE TRIGGER ${vectors}_keep AFTER INSERT OR UPDATE OR DELETE ON ${entries}
     FOR EACH ROW EXECUTE FUNCTION ${vectors}_keep()`,
    ...SEARCH_KIND_NAMES.flatMap((kind) => [
      `CREATE INDEX IF NOT EXISTS ${vectors}_${kind}_names ON ${vectors} USING GIN (names) WHERE kind = '${kind}'`,
      `CREATE INDEX IF NOT EXISTS ${vectors}_${kind}_words ON ${vectors} USING GIN (words) WHERE kind = '${kind}'`,
    ]),
    // The expression indexes an earlier version kept on the entries themselves.
    `DROP INDEX IF EXISTS ${entries}_all_tsv`,
    `DROP INDEX IF EXISTS ${entries}_names_tsv`,
    `CREATE INDEX IF NOT EXISTS ${terms}_trgm ON ${terms} USING GIN (term gin_trgm_ops)`,
  ];
};

/** Fills the vectors of entries written before the table was (an upgrade), in one statement. */
const fillVectors = (entries: string) =>
  `INSERT INTO ${vectorsTable(entries)} (id, kind, names, words)
   SELECT e.id, e.kind, ${namesVector('e')}, ${wordsVector('e')} FROM ${entries} e
   WHERE NOT EXISTS (SELECT 1 FROM ${vectorsTable(entries)} v WHERE v.id = e.id)`;

/**
 * In one transaction under an advisory lock: instances booting together would otherwise replace the
 * same function at once ("tuple concurrently updated").
 */
const ensurePostgres = (strapi: Core.Strapi, entries: string, terms: string) =>
  strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('${entries} structures'))`);
    const existed = await trx.schema.hasTable(vectorsTable(entries));
    for (const statement of postgresStatements(entries, terms)) await trx.raw(statement);
    if (!existed) await trx.raw(fillVectors(entries));
  });

/**
 * Creates what is missing. On SQLite a full-text table made over entries that already exist (an
 * upgrade) is filled from them once.
 */
export const ensureSearchStructures = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const terms = tableOf(strapi, SEARCH_TERM);
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
