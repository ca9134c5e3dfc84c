import type { Core } from '@strapi/strapi';

/** The query engine's events after rows were written: created, changed or deleted, one or many. */
const WRITES = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
];
/** Those after existing rows were changed or deleted. */
const CHANGES = ['afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];

export type WriteEvent = { model: { uid: string } };

/**
 * Runs `then` after every write of `models` through the query engine, whoever writes (our services,
 * the admin panel's Content Manager, the seed): what a cache of those rows needs to forget them.
 * `changes` leaves creations out. Writes of the query builder (knex) bypass it.
 */
export const afterWrites = (
  strapi: Core.Strapi,
  models: readonly string[],
  then: (event: WriteEvent) => unknown,
  { changes = false }: { changes?: boolean } = {},
) =>
  strapi.db.lifecycles.subscribe({
    models: [...models],
    ...Object.fromEntries((changes ? CHANGES : WRITES).map((name) => [name, then])),
  });
