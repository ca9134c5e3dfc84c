import type { Core } from '@strapi/strapi';
import { searchIndexer } from './indexer';
import { kindOfUid, SEARCH_KIND_NAMES, SEARCH_KINDS, type SearchKindName } from './kinds';

type Event = {
  model: { uid: string };
  params: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

/** What other records take as their words: a destination's name and city, a country's name. */
const LENT: Partial<Record<SearchKindName, string[]>> = {
  destination: ['name', 'city_name'],
  country: ['name'],
};

const documentIdOf = (result: unknown) => (result as { documentId?: string } | null)?.documentId;
const lentOf = (row: unknown, fields: string[]) =>
  JSON.stringify(fields.map((field) => (row as Record<string, unknown> | null)?.[field] ?? null));

/**
 * Every write of a catalog record — our services, the admin panel's Content Manager, the seed,
 * the trash — indexes it again in the same transaction (CONTRACT §16: a rename is found at once, a
 * trashed record never). Bulk writes name their documents before they run. A destination's or
 * country's update reindexes what takes words from it only when those words changed (a new
 * rating or image leaves its places be). Writes of the query builder (knex) bypass it: those index
 * their records themselves.
 */
export const subscribeSearchIndex = (strapi: Core.Strapi) => {
  const indexer = searchIndexer(strapi);
  const kindOf = (event: Event) => kindOfUid(event.model.uid)!;
  const ids = (documentIds: Array<string | undefined>) =>
    documentIds.filter((id): id is string => Boolean(id));
  const reindex = (event: Event, documentIds: Array<string | undefined>) =>
    indexer.reindex(kindOf(event), ids(documentIds));

  const rowsBefore = (event: Event, select: string[]) =>
    strapi.db.query(event.model.uid).findMany({ where: event.params.where ?? {}, select }) as Promise<
      Array<Record<string, unknown> & { documentId: string }>
    >;
  const beforeMany = async (event: Event) => {
    event.state.searchDocuments = (await rowsBefore(event, ['documentId'])).map((row) => row.documentId);
  };
  const afterMany = (event: Event) =>
    reindex(event, (event.state.searchDocuments as string[] | undefined) ?? []);

  strapi.db.lifecycles.subscribe({
    models: SEARCH_KIND_NAMES.map((kind) => SEARCH_KINDS[kind].uid),
    afterCreate: (event: Event) => reindex(event, [documentIdOf(event.result)]),
    async beforeUpdate(event: Event) {
      const lent = LENT[kindOf(event)];
      if (lent) event.state.searchLent = (await rowsBefore(event, lent)).map((row) => lentOf(row, lent));
    },
    async afterUpdate(event: Event) {
      const kind = kindOf(event);
      const lent = LENT[kind];
      const documentIds = ids([documentIdOf(event.result)]);
      const changed =
        lent && !(event.state.searchLent as string[] | undefined)?.includes(lentOf(event.result, lent));
      if (changed) await indexer.reindexWithDependents(kind, documentIds);
      else await indexer.reindex(kind, documentIds);
    },
    afterDelete: (event: Event) => reindex(event, [documentIdOf(event.result)]),
    beforeUpdateMany: beforeMany,
    afterUpdateMany: afterMany,
    beforeDeleteMany: beforeMany,
    afterDeleteMany: afterMany,
  } as never);
};
