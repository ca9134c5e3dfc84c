import type { Core } from '@strapi/strapi';
import { ensureCatalogIndexes, subscribeCatalogInvalidation } from './api/catalog/public';
import { buildOpenApiDocument } from './openapi';
import { seed } from './seed';
import { contract, ownRoutes } from './plugins/contract/public';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Built once every route is loaded: each declaration documents itself.
    const appName = strapi.config.get('plugin::contract.appName') as string;
    contract(strapi).openapi.set(buildOpenApiDocument(appName, ownRoutes(strapi)));
    subscribeCatalogInvalidation(strapi);
    await ensureCatalogIndexes(strapi);
    if (process.env.SEED_ON_BOOT !== 'false') await seed(strapi, { onlyWhenEmpty: true });
  },
};
