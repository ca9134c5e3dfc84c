import type { Core } from '@strapi/strapi';
import { contract } from '../../../../plugins/contract/public';
import { afterWrites } from '../../../../plugins/platform/public';
import { TRIP, DESTINATION_VISIT } from '../../content-types/rows';

/**
 * Cached public reads count trips (stats, destination cards): any trip write, from our routes,
 * a paid fulfilment or the admin panel, bumps their `trip` tag.
 */
export const subscribeTripInvalidation = (strapi: Core.Strapi) => {
  afterWrites(strapi, [TRIP, DESTINATION_VISIT], () => contract(strapi).responseCache.invalidate('trip'));
};
