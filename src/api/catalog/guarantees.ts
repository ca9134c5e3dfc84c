import type { Guarantee } from '../../plugins/contract/public';
import { TRASH_COLUMN } from '../../plugins/soft-delete/public';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Applied at boot when missing, so adding one here is the whole migration.
 */
const READS: Record<string, string[][]> = {
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

/** What the database holds for the catalog: plain indexes, named `<table>_<columns>_idx`. */
export const catalogGuarantees: Guarantee[] = Object.entries(READS).flatMap(([uid, indexes]) =>
  indexes.map((columns) => ({
    uid,
    name: `${columns.join('_')}_idx`,
    columns,
    why: 'Filters and sorts of the catalog lists (live rows of one locale)',
  })),
);
