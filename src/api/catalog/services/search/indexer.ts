import type { Core } from '@strapi/strapi';
import { newRowColumns, tableOf } from '../../../../plugins/platform/public';
import { entryText } from './entry-text';
import { SEARCH_ENTRY, SEARCH_KINDS, SEARCH_TERM, type SearchKindName } from './kinds';

/** Rows of words a statement inserts at most (5 bound values each; SQLite takes 32,766). */
const TERMS_PER_INSERT = 500;
/** Entries a statement inserts at most (10 bound values each). */
const ENTRIES_PER_INSERT = 200;
/** Documents read in one query when many are (re)indexed at once. */
const DOCUMENTS_PER_BATCH = 200;

const populateOf = (kind: SearchKindName) => {
  const spec = SEARCH_KINDS[kind];
  if (spec.atDestination) return { destination: { populate: { country: true } } };
  if (spec.inCountry) return { country: true };
  return undefined;
};

/**
 * Keeps the search index of catalog records as the records are: each document's entry is written
 * again from its rows in every language, or removed when none is left (deleted).
 * It runs inside the transaction of the write that called it (the query engine's lifecycles), so
 * the index never shows a state the records do not.
 */
export const searchIndexer = (strapi: Core.Strapi) => {
  const entries = () => strapi.db.query(SEARCH_ENTRY);

  /**
   * Adds new words to the vocabulary, in order and in chunks: two writes adding the same words take
   * their rows in one order (no deadlock on PostgreSQL), and a long description never exceeds the
   * statement's limit of bound values.
   */
  const addTerms = async (words: string[]) => {
    const sorted = [...words].sort();
    for (let start = 0; start < sorted.length; start += TERMS_PER_INSERT)
      await strapi.db.transaction(({ trx }) =>
        trx(tableOf(strapi, SEARCH_TERM))
          .insert(sorted.slice(start, start + TERMS_PER_INSERT).map((term) => ({ ...newRowColumns(), term })))
          .onConflict('term')
          .ignore(),
      );
  };

  /** Writes the entries of these documents from their rows; removes those whose rows are gone. */
  const indexBatch = async (kind: SearchKindName, documentIds: string[]) => {
    // Trashed rows too: the lists never show them (they read live rows only), while an admin's
    // list of the trash finds them by the same search.
    const rows = (await strapi.db.query(SEARCH_KINDS[kind].uid).findMany({
      where: { documentId: { $in: documentIds } },
      populate: populateOf(kind),
    })) as Array<Record<string, unknown> & { documentId: string }>;
    const byDocument = new Map<string, Array<Record<string, unknown>>>();
    for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
    const gone = documentIds.filter((documentId) => !byDocument.has(documentId));
    if (gone.length > 0) await entries().deleteMany({ where: { kind, record_document_id: { $in: gone } } });
    const existing = new Map(
      (
        (await entries().findMany({
          where: { kind, record_document_id: { $in: [...byDocument.keys()] } },
          select: ['id', 'record_document_id'],
        })) as Array<{ id: number; record_document_id: string }>
      ).map((entry) => [entry.record_document_id, entry.id]),
    );
    const created: Array<Record<string, unknown>> = [];
    const words = new Set<string>();
    for (const [documentId, documentRows] of byDocument) {
      const text = entryText(SEARCH_KINDS[kind], documentRows);
      for (const word of text.words) words.add(word);
      const data = { name: text.name, names: text.names, body: text.body, record_id: text.recordId };
      const id = existing.get(documentId);
      if (id !== undefined) await entries().update({ where: { id }, data });
      else created.push({ ...newRowColumns(), kind, record_document_id: documentId, ...data });
    }
    // New entries in one statement per chunk, in the caller's transaction (as the terms below).
    for (let start = 0; start < created.length; start += ENTRIES_PER_INSERT)
      await strapi.db.transaction(({ trx }) =>
        trx(tableOf(strapi, SEARCH_ENTRY)).insert(created.slice(start, start + ENTRIES_PER_INSERT)),
      );
    await addTerms([...words]);
  };

  /** The documents of `kind` related (by `field`) to any of these documents. */
  const relatedTo = async (kind: SearchKindName, field: string, documentIds: string[]) =>
    documentIds.length === 0
      ? []
      : (
          (await strapi.db.query(SEARCH_KINDS[kind].uid).findMany({
            where: { [field]: { documentId: { $in: documentIds } } },
            select: ['documentId'],
          })) as Array<{ documentId: string }>
        ).map((row) => row.documentId);

  return {
    /**
     * Reindexes the documents and what takes words from them: a destination's places (its city
     * and name are theirs), a country's destinations and cities (and so their places).
     */
    async reindexWithDependents(kind: SearchKindName, documentIds: string[]) {
      await this.reindex(kind, documentIds);
      const destinations =
        kind === 'country'
          ? await relatedTo('destination', 'country', documentIds)
          : kind === 'destination'
            ? documentIds
            : [];
      if (kind === 'country') {
        await this.reindex('destination', destinations);
        await this.reindex('city', await relatedTo('city', 'country', documentIds));
      }
      for (const place of ['hotel', 'restaurant', 'attraction'] as const)
        await this.reindex(place, await relatedTo(place, 'destination', destinations));
    },

    /** In batches: a batch is read in one query and written in a few (the boot's backfill, the seed). */
    async reindex(kind: SearchKindName, documentIds: Iterable<string>) {
      const unique = [...new Set(documentIds)];
      for (let start = 0; start < unique.length; start += DOCUMENTS_PER_BATCH)
        await indexBatch(kind, unique.slice(start, start + DOCUMENTS_PER_BATCH));
    },
  };
};
