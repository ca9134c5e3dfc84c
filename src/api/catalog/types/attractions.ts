import { applyCategoryFilter, applyPlaceFilters, applyRange, applySearch } from '../lib/filters';
import { iso, num, tableOf } from '../lib/sql';
import type { CollectionSpec } from '../lib/types';
import { TRASH_COLUMN } from '../../../plugins/soft-delete/public';
import { MAX_DECIMAL, optionalString, requiredString } from '../../../plugins/contract/public';
import { category, minRating, placeFilters, range, search } from '../docs/parameters';
import { integer, n, nint, nstr, object, stamps, str } from '../docs/schema-builders';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::attraction.attraction';

const read: CollectionSpec = {
  name: 'attractions',
  uid: UID,
  tags: ['attraction', 'destination', 'country', 'region', 'category', 'review'],
  localized: ['name', 'description'],
  columns: [
    'name',
    'description',
    'image',
    'latitude',
    'longitude',
    'price',
    'currency',
    'opening_hours',
    'duration_minutes',
    'rating',
    'created_at',
    'updated_at',
  ],
  relations: ['destination', 'category'],
  sort: {
    id: 't.id',
    name: 't.name',
    rating: 't.rating',
    price: 't.price',
    duration_minutes: 't.duration_minutes',
    created_at: 't.created_at',
  },
  defaultSort: 'id',
  i18n: true,

  async filter(reader, query, ctx) {
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'description']);
    await applyPlaceFilters(UID, reader, query, ctx);
    applyCategoryFilter(UID, reader, query, ctx);
    applyRange(reader, query, 'price', 't.price');
    const minRating = reader.number('min_rating', { min: 0, max: 5 });
    if (minRating !== undefined) query.where('t.rating', '>=', minRating);
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      destination_id: num(row.destination_id),
      category_id: num(row.category_id),
      name: row.name,
      description: row.description ?? null,
      image: row.image ?? null,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      price: num(row.price),
      currency: row.currency ?? 'USD',
      opening_hours: row.opening_hours ?? null,
      duration_minutes: num(row.duration_minutes),
      rating: num(row.rating),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};

export const attractions: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 160 }),
      destination_id: f.id('destination_id'),
      category_id: f.id('category_id').nullish(),
      description: optionalString('description', { max: 5000 }),
      image: f.url('image'),
      ...f.coordinates,
      price: f.num('price', { min: 0, max: MAX_DECIMAL }).optional(),
      currency: f.currency,
      opening_hours: f.hours,
      duration_minutes: f.int('duration_minutes', { min: 0, max: 1440 }).nullish(),
      rating: f.rating,
      translations: f.translations({
        name: optionalString('name', { max: 160 }),
        description: optionalString('description', { max: 5000 }),
      }),
    },
    relations: {
      destination_id: {
        attribute: 'destination',
        target: 'api::destination.destination',
        label: 'destination id',
      },
      category_id: { attribute: 'category', target: 'api::category.category', label: 'category id' },
    },
  },
  indexes: [['locale', TRASH_COLUMN], ['rating'], ['price']],
  docs: {
    title: 'attractions',
    schema: 'Attraction',
    v1: true,
    filters: [search, ...placeFilters, category, ...range('price', 'USD'), minRating],
    schemas: {
      Attraction: object({
        id: integer,
        destination_id: nint,
        category_id: nint,
        name: str,
        description: nstr,
        image: nstr,
        latitude: n(),
        longitude: n(),
        price: n(),
        currency: str,
        opening_hours: { ...nstr, examples: ['09:00-17:00'] },
        duration_minutes: nint,
        rating: n(),
        ...stamps,
      }),
    },
  },
};
