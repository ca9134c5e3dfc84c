import type { Core } from '@strapi/strapi';
import { contract } from '../../../../plugins/contract/public';
import { CATALOG_TYPES } from '../catalog-types';

/** The collections whose public answers are cached; a write to one bumps its tag. */
export const CATALOG_MODELS = [
  'api::region.region',
  ...Object.values(CATALOG_TYPES).map((type) => type.read.uid),
  'api::setting.setting',
];

export const tagOf = (uid: string) => uid.split('.').pop()!;

/**
 * Database lifecycles fire for every write path — our admin API, the admin panel's Content
 * Manager, the seed — so one subscription keeps the response cache coherent.
 */
export const subscribeCatalogInvalidation = (strapi: Core.Strapi) => {
  const invalidate = async (event: { model: { uid: string } }) => {
    await contract(strapi).responseCache.invalidate(tagOf(event.model.uid));
  };
  strapi.db.lifecycles.subscribe({
    models: CATALOG_MODELS,
    afterCreate: invalidate,
    afterCreateMany: invalidate,
    afterUpdate: invalidate,
    afterUpdateMany: invalidate,
    afterDelete: invalidate,
    afterDeleteMany: invalidate,
  });
};
