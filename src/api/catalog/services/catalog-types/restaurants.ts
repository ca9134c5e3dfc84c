import { z } from 'zod';
import { applyMinRating, applyPlaceFilters, applyRange, applyIndexedSearch } from '../read/filters';
import { containsText } from '../read/text-match';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { optionalString, requiredString } from '../../../../plugins/contract/public';
import { presentRestaurant } from '../../presenters/restaurants';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::restaurant.restaurant';

const read: CollectionSpec = {
  name: 'restaurants',
  uid: UID,
  tags: ['restaurant', 'destination', 'country', 'region', 'category', 'review'],
  localized: ['name', 'description', 'cuisine', 'address'],
  columns: [
    'name',
    'description',
    'cuisine',
    'price_range',
    'price_cents',
    'currency',
    'rating',
    'address',
    'image',
    'latitude',
    'longitude',
    'opening_hours',
    'created_at',
    'updated_at',
  ],
  relations: ['destination', 'category'],
  media: { image: 'image_file' },
  sort: {
    id: 't.id',
    name: 't.name',
    rating: 't.rating',
    price: 't.price_cents',
    price_cents: 't.price_cents',
    created_at: 't.created_at',
  },
  defaultSort: 'id',
  i18n: true,

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'restaurant');
    await applyPlaceFilters(UID, reader, query, ctx, { category: true });
    // Prices are asked in major units and stored in cents.
    applyRange(reader, query, 'price', 't.price_cents', 100);
    applyMinRating(reader, query);
    const cuisine = reader.string('cuisine', { max: 120 });
    if (cuisine !== undefined) query.where(containsText(ctx.knex, 't.cuisine', cuisine));
    const range = reader.oneOf('price_range', ['$', '$$', '$$$', '$$$$'] as const);
    if (range !== undefined) query.where('t.price_range', range);
  },

  present: async (rows) => rows.map(presentRestaurant),
};

export const restaurants: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 160 }),
      ...f.destinationRef,
      ...f.categoryRef,
      description: optionalString('description', { max: 5000 }),
      cuisine: optionalString('cuisine', { max: 120 }),
      price_range: z
        .enum(['$', '$$', '$$$', '$$$$'], { error: 'The price range must be one of $, $$, $$$, $$$$.' })
        .nullish(),
      price_cents: f.int('price_cents', { min: 0 }).nullish(),
      currency: f.currency,
      rating: f.rating,
      address: optionalString('address'),
      image: f.url('image'),
      ...f.coordinates,
      opening_hours: f.hours,
      translations: f.translations({
        name: optionalString('name', { max: 160 }),
        description: optionalString('description', { max: 5000 }),
        cuisine: optionalString('cuisine', { max: 120 }),
        address: optionalString('address'),
      }),
    },
    relations: { ...f.DESTINATION_RELATION, ...f.CATEGORY_RELATION },
  },
  indexes: [['locale', TRASH_COLUMN], ['rating'], ['price_cents']],
};
