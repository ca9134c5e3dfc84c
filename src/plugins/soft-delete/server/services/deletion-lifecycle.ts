import type { Core } from '@strapi/strapi';
import { softDelete, TRASH_COLUMN } from '../../public';

type UpdateEvent = {
  model: { uid: string };
  params: { data?: Record<string, unknown> };
  result?: { documentId?: string };
};

/**
 * Modules that trash or restore one row with the query engine (trips, reviews) do not go through
 * `trashDocument`: who did it is recorded here, from the update itself. `trashDocument` and
 * restores update many rows, which this hook does not see, so nothing is recorded twice.
 */
export const subscribeDeletions = (strapi: Core.Strapi, models: string[]) => {
  strapi.db.lifecycles.subscribe({
    models,
    async afterUpdate(event: UpdateEvent) {
      const data = event.params.data ?? {};
      const documentId = event.result?.documentId;
      if (!documentId || !(TRASH_COLUMN in data)) return;
      const trash = softDelete(strapi).trash;
      const trashedAt = data[TRASH_COLUMN];
      if (trashedAt) await trash.recordDeletion(event.model.uid, documentId, new Date(trashedAt as Date));
      else await trash.forgetDeletions(event.model.uid, documentId);
    },
  });
};
