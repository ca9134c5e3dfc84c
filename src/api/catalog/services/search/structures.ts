import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, SEARCH_TERM } from './kinds';

/** The full-text structures over the index's tables, by database: created at boot when missing. */
const sqliteStatements = (entries: string, terms: string) => [
  // Words (our normalised text: letters and digits) with prefix indexes for typing as one goes.
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${entries}_fts USING fts5(names, body, content='${entries}', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='1 2 3')`,
  `CREATE TRIGGER IF NOT EXISTS ${entries}_fts_insert AFTER INSERT ON ${entries} BEGIN
     INSERT INTO ${entries}_fts(rowid, names, body) VALUES (new.id, new.names, new.body); END`,
  `CREATE TRIGGER IF NOT EXISTS ${entries}_fts_delete AFTER DELETE ON ${entries} BEGIN
     INSERT INTO ${entries}_fts(${entries}_fts, rowid, names, body) VALUES ('delete', old.id, old.names, old.body); END`,
  `CREATE TRIGGER IF NOT EXISTS ${entries}_fts_update AFTER UPDATE ON ${entries} BEGIN
     INSERT INTO ${entries}_fts(${entries}_fts, rowid, names, body) VALUES ('delete', old.id, old.names, old.body);
     INSERT INTO ${entries}_fts(rowid, names, body) VALUES (new.id, new.names, new.body); END`,
  // The vocabulary by trigrams: where a mistyped word finds its candidates.
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${terms}_fts USING fts5(term, content='${terms}', content_rowid='id', tokenize='trigram')`,
  `CREATE TRIGGER IF NOT EXISTS ${terms}_fts_insert AFTER INSERT ON ${terms} BEGIN
     INSERT INTO ${terms}_fts(rowid, term) VALUES (new.id, new.term); END`,
  `CREATE TRIGGER IF NOT EXISTS ${terms}_fts_delete AFTER DELETE ON ${terms} BEGIN
     INSERT INTO ${terms}_fts(${terms}_fts, rowid, term) VALUES ('delete', old.id, old.term); END`,
];

/** PostgreSQL: full-text GIN indexes over the same normalised words, and trigrams of the vocabulary. */
const postgresStatements = (entries: string, terms: string) => [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE INDEX IF NOT EXISTS ${entries}_all_tsv ON ${entries} USING GIN (${allWords()})`,
  `CREATE INDEX IF NOT EXISTS ${entries}_names_tsv ON ${entries} USING GIN (${nameWords()})`,
  `CREATE INDEX IF NOT EXISTS ${terms}_trgm ON ${terms} USING GIN (term gin_trgm_ops)`,
];

/**
 * The indexed expressions on PostgreSQL (a query must say them so for the index to serve; a
 * query names the entries' table by its alias).
 */
export const allWords = (alias = '') =>
  `to_tsvector('simple', coalesce(${alias}names, '') || ' ' || coalesce(${alias}body, ''))`;
export const nameWords = (alias = '') => `to_tsvector('simple', coalesce(${alias}names, ''))`;

/**
 * Creates what is missing. On SQLite an FTS table made over entries that already exist (an
 * upgrade) is filled from them once.
 */
export const ensureSearchStructures = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const terms = tableOf(strapi, SEARCH_TERM);
  if (strapi.db.dialect.client === 'postgres') {
    for (const statement of postgresStatements(entries, terms)) await knex.raw(statement);
    return;
  }
  const existing = (await knex('sqlite_master')
    .whereIn('name', [`${entries}_fts`, `${terms}_fts`])
    .pluck('name')) as string[];
  for (const statement of sqliteStatements(entries, terms)) await knex.raw(statement);
  for (const table of [`${entries}_fts`, `${terms}_fts`])
    if (!existing.includes(table)) await knex.raw(`INSERT INTO ${table}(${table}) VALUES ('rebuild')`);
};
