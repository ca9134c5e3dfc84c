import type { Core } from '@strapi/strapi';

type Row = Record<string, unknown>;
type DeleteEvent = {
  params: { where?: Record<string, unknown> };
  result?: Row | null;
  state: Record<string, unknown>;
};

/**
 * Runs `then` with the rows of `uid` deleted, whatever deletes them (the Content Manager, one or
 * many, or code), once the deletion is committed: a rolled-back delete keeps what `then` would
 * remove (a report's file, a setting's). `then` failing is logged, never thrown at the deleter.
 */
export const afterRowsDeleted = <T extends Row>(
  strapi: Core.Strapi,
  {
    uid,
    select,
    then,
    what,
  }: { uid: string; select: string[]; then: (rows: T[]) => Promise<void>; what: string },
) => {
  const afterCommit = (rows: T[]) =>
    strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => {
        then(rows).catch((error: unknown) => strapi.log.error(`${what} could not be removed`, { error }));
      });
    });

  strapi.db.lifecycles.subscribe({
    models: [uid],
    async afterDelete(event: DeleteEvent) {
      if (event.result) await afterCommit([event.result as T]);
    },
    async beforeDeleteMany(event: DeleteEvent) {
      event.state.deletedRows = await strapi.db
        .query(uid as never)
        .findMany({ where: event.params.where ?? {}, select });
    },
    async afterDeleteMany(event: DeleteEvent) {
      await afterCommit((event.state.deletedRows as T[] | undefined) ?? []);
    },
  });
};
