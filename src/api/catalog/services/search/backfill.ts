import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { contract } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { DEFAULT_ROW_LOCALE } from '../read/sql';
import { searchIndexer } from './indexer';
import { compactSearchIndex } from './structures';
import { vectorsOf } from './pg-match';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, SEARCH_KINDS, SEARCH_TERM } from './kinds';

const BATCH = 500;

/**
 * As many entries of `kind` as documents: nothing to index (entries go with their documents, so a
 * count that matches leaves none out). Saves a walk over every row at every boot of a big catalog.
 */
const everyDocumentHasEntry = async (knex: Knex, table: string, entries: string, kind: string) => {
  const [documents] = (await knex(table).countDistinct({ count: 'document_id' })) as Array<{
    count: unknown;
  }>;
  const [indexed] = (await knex(entries).where('kind', kind).count({ count: '*' })) as Array<{
    count: unknown;
  }>;
  return Number(indexed.count) >= Number(documents.count);
};

/**
 * Gives entries written before they held their record's id (an upgrade) the id of the document's
 * default-language row, in one statement: the full-text table of the kind is keyed by it.
 */
const fillRecordIds = async (knex: Knex, table: string, entries: string, kind: string) => {
  const row = `(SELECT t.id FROM ${table} t WHERE t.document_id = ${entries}.record_document_id AND t.locale = ?)`;
  const filled = await knex(entries)
    .where('kind', kind)
    .whereNull('record_id')
    .whereRaw(`${row} IS NOT NULL`, [DEFAULT_ROW_LOCALE])
    .update({ record_id: knex.raw(row, [DEFAULT_ROW_LOCALE]) });
  return Number(filled);
};

/**
 * Indexes the catalog records that have no search entry yet: a database from before the index
 * (an upgrade), or records written with the query builder. Every write keeps the index current
 * afterwards; this only fills what was never indexed, in batches, at boot.
 */
export const backfillSearchIndex = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const indexer = searchIndexer(strapi);
  const entries = tableOf(strapi, SEARCH_ENTRY);
  let indexed = 0;
  for (const kind of SEARCH_KIND_NAMES) {
    const table = tableOf(strapi, SEARCH_KINDS[kind].uid);
    const before = indexed;
    indexed += await fillRecordIds(knex, table, entries, kind);
    const complete = await everyDocumentHasEntry(knex, table, entries, kind);
    // Forward by row id, in two reads a batch (an anti-join over two tables of 100,000 rows took
    // PostgreSQL seconds a batch): each row is looked at once.
    for (let after = 0; !complete; ) {
      const batch = (await knex(table)
        .select('id', 'document_id')
        .where('id', '>', after)
        // A row written without a document id (a raw insert) names no document to index.
        .whereNotNull('document_id')
        .orderBy('id')
        .limit(BATCH)) as Array<{ id: number; document_id: string }>;
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const documents = [...new Set(batch.map((row) => row.document_id))];
      const indexedAlready = new Set(
        (await knex(entries)
          .where('kind', kind)
          .whereIn('record_document_id', documents)
          .pluck('record_document_id')) as string[],
      );
      const missing = documents.filter((documentId) => !indexedAlready.has(documentId));
      if (missing.length === 0) continue;
      await strapi.db.transaction(() => indexer.reindex(kind, missing));
      const still = (await knex(entries)
        .where('kind', kind)
        .whereIn('record_document_id', missing)
        .count({ count: '*' })
        .first()) as { count: number | string };
      // Indexing writes an entry for every document that has rows: none written is a fault to see.
      if (Number(still.count) === 0)
        strapi.log.error(`search: ${missing.length} ${kind} records could not be indexed`);
      else indexed += missing.length;
    }
    // Searches answered before (cached, maybe in Redis for every instance) may now find more.
    if (indexed > before) await contract(strapi).responseCache.invalidate(kind);
  }
  if (indexed === 0) return;
  strapi.log.info(`search: indexed ${indexed} catalog records that had no entry`);
  // Statistics for the planner now, not when autovacuum comes round: without them PostgreSQL
  // guesses a table of one row and tests a full-text match once per pair of rows of a join.
  await compactSearchIndex(strapi);
  if (strapi.db.dialect.client === 'postgres')
    await knex.raw(`ANALYZE ${entries}, ${vectorsOf(strapi)}, ${tableOf(strapi, SEARCH_TERM)}`);
};
