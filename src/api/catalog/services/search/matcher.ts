import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, type SearchKindName } from './kinds';
import { ftsOf, ftsRankExpression, ftsTiers, inFts } from './fts-tiers';
import { matchedDocuments, pgRankExpression, vectorsOf } from './pg-match';
import type { Condition, QueryWord } from './query-words';

/** A catalog search of one kind: the query's words, read once per request. */
export type SearchRequest = { kind: SearchKindName; words: QueryWord[] };

/**
 * Narrows a list (`query`, alias `t`) to the records the words find, and answers their rank
 * (CONTRACT §16) as an expression over the row. SQLite: straight from the kind's full-text table,
 * keyed by the record's id. PostgreSQL: through the record's entry (`se`) and its stored vectors
 * (`sv`), joined. The rank's own path, a page read tier by tier, is ranked-page.ts.
 */
export const applySearchMatch = (
  strapi: Core.Strapi,
  knex: Knex,
  query: Knex.QueryBuilder,
  { kind, words }: SearchRequest,
): Condition => {
  if (strapi.db.dialect.client !== 'postgres') {
    const found = inFts(ftsOf(strapi, kind).fts, 't.id', ftsTiers(words).found);
    query.whereRaw(found.sql, found.bindings);
    return ftsRankExpression(strapi, kind, words);
  }
  // The record's entry (one per document and kind), for the match and the rank.
  query.join(`${tableOf(strapi, SEARCH_ENTRY)} as se`, (on) =>
    on.on('se.record_document_id', '=', 't.document_id').andOn('se.kind', '=', knex.raw('?', [kind])),
  );
  query.join(`${vectorsOf(strapi)} as sv`, 'sv.id', 'se.id');
  const match = matchedDocuments(strapi, words, kind, 't.document_id');
  query.whereRaw(match.sql, match.bindings);
  return pgRankExpression(words);
};
