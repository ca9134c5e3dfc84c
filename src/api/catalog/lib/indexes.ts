import type { Core } from '@strapi/strapi';
import { tableOf } from './sql';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Created when missing, so adding one here is the whole migration.
 */
const INDEXES: Record<string, string[][]> = {
  'api::region.region': [['key', 'locale']],
  'api::country.country': [['locale', 'deleted_at'], ['iso_code']],
  'api::city.city': [['locale']],
  'api::category.category': [['locale', 'deleted_at'], ['type']],
  'api::destination.destination': [['locale', 'deleted_at'], ['city_name']],
  'api::hotel.hotel': [['locale', 'deleted_at'], ['price_per_night'], ['rating'], ['stars']],
  'api::restaurant.restaurant': [['locale', 'deleted_at'], ['rating'], ['price_cents']],
  'api::attraction.attraction': [['locale', 'deleted_at'], ['rating'], ['price']],
  'api::flight.flight': [
    ['deleted_at'],
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
