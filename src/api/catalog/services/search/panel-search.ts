import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, SEARCH_KINDS, kindOfUid, type SearchKindName } from './kinds';
import { ftsOf, ftsTiers } from './fts-tiers';
import { documentsMatching } from './pg-match';
import { typedWords } from './query-words';

type QueryParams = { _q?: unknown; where?: Record<string, unknown> };
type QueryEvent = { model: { uid: string }; params: QueryParams };

/**
 * Left to Strapi: no text (every row), and digits only (it matches ids and numbers, which the
 * index has not).
 */
const STRAPIS_OWN = /^\s*\d*\s*$/;

/**
 * The documents of `kind` the text finds, as a subquery of their document ids: every word, the
 * last as a prefix, without typos. The near words of a typo are read from the vocabulary, a query
 * the query engine's hook cannot make: the panel's read holds the database's one SQLite connection.
 */
const documentsFound = (strapi: Core.Strapi, kind: SearchKindName, text: string) => {
  const knex = strapi.db.connection as unknown as Knex;
  const words = typedWords(text);
  if (words.length === 0) return knex.raw('SELECT NULL WHERE 1 = 0');
  if (strapi.db.dialect.client === 'postgres') {
    const documents = documentsMatching(strapi, words, kind);
    return knex.raw(documents.sql, documents.bindings as never);
  }
  const { fts } = ftsOf(strapi, kind);
  return knex.raw(
    `SELECT record_document_id FROM ${tableOf(strapi, SEARCH_ENTRY)} WHERE kind = ?
     AND record_id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`,
    [kind, ftsTiers(words).found],
  );
};

/**
 * The admin panel's own search of catalog lists (`_q`) through the search index (CONTRACT §16):
 * Strapi's search is `LIKE '%…%'` over every text column of every row, a full scan of 200,000 rows
 * per keystroke at scale. The query engine's `_q` of a catalog kind becomes a condition on the
 * documents the index finds (every word, the last as a prefix; the trash included, as the
 * panel shows it), for the list and its count alike; an empty search or one of digits stays Strapi's.
 */
export const subscribePanelSearch = (strapi: Core.Strapi) => {
  const throughIndex = (event: QueryEvent) => {
    const kind = kindOfUid(event.model.uid);
    const text = event.params._q;
    if (!kind || typeof text !== 'string' || STRAPIS_OWN.test(text)) return;
    const documents = documentsFound(strapi, kind, text);
    delete event.params._q;
    const where = event.params.where ?? {};
    event.params.where = { $and: [where, { documentId: { $in: documents } }] };
  };
  strapi.db.lifecycles.subscribe({
    models: SEARCH_KIND_NAMES.map((kind) => SEARCH_KINDS[kind].uid),
    beforeFindMany: throughIndex,
    beforeCount: throughIndex,
  });
};
