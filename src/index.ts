import type { Core } from '@strapi/strapi';
import { ensureCatalogIndexes } from './api/catalog/lib/indexes';
import { subscribeCatalogInvalidation } from './api/catalog/lib/invalidation';
import { buildOpenApiDocument } from './openapi';
import { seed } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi
      .plugin('contract')
      .service('openapi')
      .set(buildOpenApiDocument(strapi.config.get('plugin::contract.appName') as string));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeCatalogInvalidation(strapi);
    await ensureCatalogIndexes(strapi);
    if (process.env.SEED_ON_BOOT !== 'false') await seed(strapi, { onlyWhenEmpty: true });
  },
};
