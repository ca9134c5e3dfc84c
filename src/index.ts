import type { Core } from '@strapi/strapi';
import { ensureCatalogIndexes, subscribeCatalogInvalidation } from './api/catalog/public';
import { buildOpenApiDocument } from './openapi';
import { seed } from './seed';
import { contract } from './plugins/contract/public';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    contract(strapi).openapi.set(
      buildOpenApiDocument(strapi.config.get('plugin::contract.appName') as string),
    );
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeCatalogInvalidation(strapi);
    await ensureCatalogIndexes(strapi);
    if (process.env.SEED_ON_BOOT !== 'false') await seed(strapi, { onlyWhenEmpty: true });
  },
};
