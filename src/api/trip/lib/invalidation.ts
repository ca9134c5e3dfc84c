import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';
import { TRIP, VISIT } from './rows';

/**
 * Cached public reads count trips (stats, destination cards): any trip write, from our routes,
 * a paid fulfilment or the admin panel, bumps their `trip` tag.
 */
export const subscribeTripInvalidation = (strapi: Core.Strapi) => {
  const invalidate = () => contract(strapi).responseCache.invalidate('trip');
  strapi.db.lifecycles.subscribe({
    models: [TRIP, VISIT],
    afterCreate: invalidate,
    afterUpdate: invalidate,
    afterDelete: invalidate,
    afterUpdateMany: invalidate,
    afterDeleteMany: invalidate,
  });
};
