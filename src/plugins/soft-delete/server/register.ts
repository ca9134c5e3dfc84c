import type { Core } from '@strapi/strapi';
import { softDeleteMiddleware } from './services/document-middleware';
import { softDelete } from '../trash-rule';

/** Every read and delete of the configured content types goes through the trash rule. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => softDelete(strapi).trash;
  const models = new Set(strapi.config.get('plugin::soft-delete.models') as string[]);
  strapi.documents.use(
    softDeleteMiddleware(
      models,
      (uid, documentId) => service().trashDocument(uid, documentId),
      () => (strapi.config.get('plugin::contract.i18n') as { defaultLocale: string }).defaultLocale,
    ) as never,
  );
};
