import type { Core } from '@strapi/strapi';
import { REPORT } from '../content-types/rows';
import { reports } from '../../public';

type DeleteEvent = {
  params: { where?: Record<string, unknown> };
  result?: { id?: number } | null;
  state: Record<string, unknown>;
};

/**
 * Deleting a report removes its file, whatever deletes it: the Reports page, the Content Manager
 * (one or many), or code. The file goes once the deletion is committed, so a rolled-back delete
 * keeps its file; a file a crash left behind is removed at the next boot (housekeeping).
 */
export const removeFilesOfDeletedReports = (strapi: Core.Strapi) => {
  const removeAfterCommit = (ids: number[]) =>
    strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        for (const id of ids)
          reports(strapi)
            .store.remove(id)
            .catch((error: unknown) =>
              strapi.log.error(`report ${id}: its file could not be removed`, { error }),
            );
      });
    });

  strapi.db.lifecycles.subscribe({
    models: [REPORT],
    async afterDelete(event: DeleteEvent) {
      if (event.result?.id) await removeAfterCommit([event.result.id]);
    },
    async beforeDeleteMany(event: DeleteEvent) {
      const doomed = (await strapi.db
        .query(REPORT)
        .findMany({ where: event.params.where ?? {}, select: ['id'] })) as Array<{ id: number }>;
      event.state.reportIds = doomed.map((row) => row.id);
    },
    async afterDeleteMany(event: DeleteEvent) {
      await removeAfterCommit((event.state.reportIds as number[] | undefined) ?? []);
    },
  });
};
