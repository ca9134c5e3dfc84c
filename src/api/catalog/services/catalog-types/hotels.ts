import { z } from 'zod';
import { applyMinRating, applyPlaceFilters, applyRange, applyIndexedSearch } from '../read/filters';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import {
  MAX_DECIMAL,
  booleanFlag,
  optionalString,
  requiredString,
} from '../../../../plugins/contract/public';
import { presentHotel } from '../../presenters/hotels';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::hotel.hotel';

const read: CollectionSpec = {
  name: 'hotels',
  uid: UID,
  tags: ['hotel', 'destination', 'country', 'region', 'review'],
  localized: ['name', 'description', 'address'],
  columns: [
    'name',
    'description',
    'address',
    'price_per_night',
    'currency',
    'rating',
    'stars',
    'availability',
    'image',
    'latitude',
    'longitude',
    'amenities',
    'created_at',
    'updated_at',
  ],
  relations: ['destination'],
  media: { image: 'image_file' },
  sort: {
    id: 't.id',
    name: 't.name',
    price: 't.price_per_night',
    price_per_night: 't.price_per_night',
    rating: 't.rating',
    stars: 't.stars',
    created_at: 't.created_at',
  },
  defaultSort: 'id',
  i18n: true,

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'hotel');
    await applyPlaceFilters(UID, reader, query, ctx);
    applyRange(reader, query, 'price', 't.price_per_night');
    applyMinRating(reader, query);
    const stars = reader.integer('stars', { min: 1, max: 5 });
    if (stars !== undefined) query.where('t.stars', stars);
    const minStars = reader.integer('min_stars', { min: 1, max: 5 });
    if (minStars !== undefined) query.where('t.stars', '>=', minStars);
    const available = reader.boolean('availability');
    if (available !== undefined) query.where('t.availability', available);
  },

  present: async (rows) => rows.map(presentHotel),
};

export const hotels: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 160 }),
      ...f.destinationRef,
      description: optionalString('description', { max: 5000 }),
      address: optionalString('address'),
      price_per_night: f.num('price_per_night', { min: 0, max: MAX_DECIMAL }),
      currency: f.currency,
      rating: f.rating,
      stars: f.int('stars', { min: 1, max: 5 }).nullish(),
      availability: booleanFlag('availability').optional(),
      image: f.url('image'),
      ...f.coordinates,
      amenities: z
        .array(z.string().max(60), { error: 'The amenities must be a list of strings.' })
        .optional(),
      translations: f.translations({
        name: optionalString('name', { max: 160 }),
        description: optionalString('description', { max: 5000 }),
        address: optionalString('address'),
      }),
    },
    relations: { ...f.DESTINATION_RELATION },
  },
  indexes: [['locale', TRASH_COLUMN], ['price_per_night'], ['rating'], ['stars']],
};
