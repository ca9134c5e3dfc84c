import type { Core } from '@strapi/strapi';
import { tableOf } from './sql';
import { TRASH_COLUMN } from '../../../plugins/soft-delete/public';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Created when missing, so adding one here is the whole migration.
 */
const INDEXES: Record<string, string[][]> = {
  'api::region.region': [['key', 'locale']],
  'api::country.country': [['locale', TRASH_COLUMN], ['iso_code']],
  'api::city.city': [['locale']],
  'api::category.category': [['locale', TRASH_COLUMN], ['type']],
  'api::destination.destination': [['locale', TRASH_COLUMN], ['city_name']],
  'api::hotel.hotel': [['locale', TRASH_COLUMN], ['price_per_night'], ['rating'], ['stars']],
  'api::restaurant.restaurant': [['locale', TRASH_COLUMN], ['rating'], ['price_cents']],
  'api::attraction.attraction': [['locale', TRASH_COLUMN], ['rating'], ['price']],
  'api::flight.flight': [
    [TRASH_COLUMN],
    ['departure_airport', 'departure_date'],
    ['arrival_airport'],
    ['departure_date'],
    ['price'],
  ],
  'api::setting.setting': [['key']],
};

export const ensureCatalogIndexes = async (strapi: Core.Strapi) => {
  for (const [uid, indexes] of Object.entries(INDEXES)) {
    const table = tableOf(strapi, uid);
    for (const columns of indexes) {
      const name = `${table}_${columns.join('_')}_idx`;
      await strapi.db.connection.raw(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})`,
      );
    }
  }
};
