import type { Core } from '@strapi/strapi';
import { softDeleteMiddleware } from './document-middleware';
import { services } from './services';
import { softDelete } from '../public';

export default {
  config: {
    default: { models: [] as string[] },
    validator(config: { models?: unknown }) {
      if (!Array.isArray(config.models))
        throw new Error('soft-delete: `models` must be a list of content-type uids');
    },
  },
  services,

  register({ strapi }: { strapi: Core.Strapi }) {
    const service = () => softDelete(strapi).trash;
    const models = new Set(strapi.config.get('plugin::soft-delete.models') as string[]);
    strapi.documents.use(
      softDeleteMiddleware(
        models,
        (uid, documentId) => service().trashDocument(uid, documentId),
        () => (strapi.config.get('plugin::contract.i18n') as { defaultLocale: string }).defaultLocale,
      ) as never,
    );
  },

  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    for (const uid of strapi.config.get('plugin::soft-delete.models') as string[]) {
      const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
      if (!model) throw new Error(`soft-delete: unknown content type ${uid}`);
      if ((model.attributes as Record<string, { type?: string }>).deleted_at?.type !== 'datetime') {
        throw new Error(`soft-delete: ${uid} needs a datetime attribute "deleted_at"`);
      }
    }
  },
};
