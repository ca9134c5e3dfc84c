import type { Core } from '@strapi/strapi';
import { contract } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { searchIndexer } from './indexer';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, SEARCH_KINDS, SEARCH_TERM } from './kinds';

const BATCH = 500;

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
    // Forward by row id: each row is looked at once, however many were indexed before it.
    for (let after = 0; ; ) {
      const batch = (await knex(`${table} as t`)
        .select('t.id', 't.document_id')
        .where('t.id', '>', after)
        // A row written without a document id (a raw insert) names no document to index.
        .whereNotNull('t.document_id')
        .whereNotExists(
          knex(entries).select('id').where('kind', kind).whereRaw('record_document_id = t.document_id'),
        )
        .orderBy('t.id')
        .limit(BATCH)) as Array<{ id: number; document_id: string }>;
      if (batch.length === 0) break;
      after = batch[batch.length - 1].id;
      const missing = [...new Set(batch.map((row) => row.document_id))];
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
  if (strapi.db.dialect.client === 'postgres')
    await knex.raw(`ANALYZE ${entries}, ${tableOf(strapi, SEARCH_TERM)}`);
};
