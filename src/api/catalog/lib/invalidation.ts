import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';

/** The collections whose public answers are cached; a write to one bumps its tag. */
export const CATALOG_MODELS = [
  'api::region.region',
  'api::country.country',
  'api::city.city',
  'api::category.category',
  'api::destination.destination',
  'api::hotel.hotel',
  'api::restaurant.restaurant',
  'api::attraction.attraction',
  'api::flight.flight',
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
