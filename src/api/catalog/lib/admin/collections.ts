import type { AdminCollection } from '../../validators';

export type RelationInput = { attribute: string; target: string; many?: boolean; label: string };

/** How each admin collection maps its body onto its content type. */
export const ADMIN_SPECS: Record<
  AdminCollection,
  { uid: string; relations: Record<string, RelationInput>; unique?: { fields: string[]; message: string } }
> = {
  categories: {
    uid: 'api::category.category',
    relations: {},
    unique: { fields: ['name', 'type'], message: 'A category with this name and type already exists.' },
  },
  countries: {
    uid: 'api::country.country',
    relations: {},
    unique: { fields: ['iso_code'], message: 'A country with this iso code already exists.' },
  },
  destinations: {
    uid: 'api::destination.destination',
    relations: {
      country_id: { attribute: 'country', target: 'api::country.country', label: 'country id' },
      category_ids: {
        attribute: 'categories',
        target: 'api::category.category',
        many: true,
        label: 'category ids',
      },
    },
  },
  hotels: {
    uid: 'api::hotel.hotel',
    relations: {
      destination_id: {
        attribute: 'destination',
        target: 'api::destination.destination',
        label: 'destination id',
      },
    },
  },
  restaurants: {
    uid: 'api::restaurant.restaurant',
    relations: {
      destination_id: {
        attribute: 'destination',
        target: 'api::destination.destination',
        label: 'destination id',
      },
      category_id: { attribute: 'category', target: 'api::category.category', label: 'category id' },
    },
  },
  attractions: {
    uid: 'api::attraction.attraction',
    relations: {
      destination_id: {
        attribute: 'destination',
        target: 'api::destination.destination',
        label: 'destination id',
      },
      category_id: { attribute: 'category', target: 'api::category.category', label: 'category id' },
    },
  },
  flights: {
    uid: 'api::flight.flight',
    relations: {},
    unique: {
      fields: ['flight_number', 'departure_date'],
      message: 'This flight already exists on that date.',
    },
  },
};
