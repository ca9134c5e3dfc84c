import type { Core } from '@strapi/strapi';
import { searchIndexer } from './indexer';
import { kindOfUid, SEARCH_KIND_NAMES, SEARCH_KINDS } from './kinds';

type Event = {
  model: { uid: string };
  params: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

const documentIdOf = (result: unknown) => (result as { documentId?: string } | null)?.documentId;

/**
 * Every write of a catalog record — our services, the admin panel's Content Manager, the seed,
 * the trash — indexes it again in the same transaction (CONTRACT §16: a rename is found at once, a
 * trashed record never). Bulk writes name their documents before they run. Writes of the query
 * builder (knex) bypass it: those index their records themselves.
 */
export const subscribeSearchIndex = (strapi: Core.Strapi) => {
  const indexer = searchIndexer(strapi);
  const reindex = (event: Event, documentIds: Array<string | undefined>) => {
    const kind = kindOfUid(event.model.uid)!;
    return indexer.reindexWithDependents(
      kind,
      documentIds.filter((id): id is string => Boolean(id)),
    );
  };
  const before = async (event: Event) => {
    const rows = (await strapi.db
      .query(event.model.uid)
      .findMany({ where: event.params.where ?? {}, select: ['documentId'] })) as Array<{
      documentId: string;
    }>;
    event.state.searchDocuments = rows.map((row) => row.documentId);
  };
  const afterMany = (event: Event) =>
    reindex(event, (event.state.searchDocuments as string[] | undefined) ?? []);
  strapi.db.lifecycles.subscribe({
    models: SEARCH_KIND_NAMES.map((kind) => SEARCH_KINDS[kind].uid),
    afterCreate: (event: Event) => reindex(event, [documentIdOf(event.result)]),
    afterUpdate: (event: Event) => reindex(event, [documentIdOf(event.result)]),
    afterDelete: (event: Event) => reindex(event, [documentIdOf(event.result)]),
    beforeUpdateMany: before,
    afterUpdateMany: afterMany,
    beforeDeleteMany: before,
    afterDeleteMany: afterMany,
  } as never);
};
