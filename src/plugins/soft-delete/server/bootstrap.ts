import type { Core } from '@strapi/strapi';
import { registerTrashPermission } from './admin-panel/permissions';
import { subscribeDeletions } from './services/deletion-lifecycle';

/**
 * A configured content type without its `deleted_at` datetime stops the start: the rule could not
 * hold. Then who trashes a row (whatever module does it) is recorded, and the Trash is an admin's.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const models = strapi.config.get('plugin::soft-delete.models') as string[];
  for (const uid of models) {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!model) throw new Error(`soft-delete: unknown content type ${uid}`);
    if ((model.attributes as Record<string, { type?: string }>).deleted_at?.type !== 'datetime') {
      throw new Error(`soft-delete: ${uid} needs a datetime attribute "deleted_at"`);
    }
  }
  subscribeDeletions(strapi, models);
  await registerTrashPermission(strapi);
};
