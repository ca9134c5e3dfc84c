import type { Core } from '@strapi/strapi';
import { registerTrashPermission } from './admin-panel/permissions';

/**
 * A configured content type without its `deleted_at` datetime stops the start: the rule could not
 * hold. The Trash is an admin's.
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
  await registerTrashPermission(strapi);
};
