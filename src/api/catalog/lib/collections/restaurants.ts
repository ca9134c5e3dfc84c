import { applyCategoryFilter, applyPlaceFilters, applyRange, applySearch } from '../filters';
import { iso, num, tableOf } from '../sql';
import type { CollectionSpec } from '../types';

const UID = 'api::restaurant.restaurant';

export const restaurants: CollectionSpec = {
  name: 'restaurants',
  uid: UID,
  tags: ['restaurant', 'destination', 'country', 'region', 'category'],
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
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'cuisine']);
    await applyPlaceFilters(UID, reader, query, ctx);
    applyCategoryFilter(UID, reader, query, ctx);
    // Prices are asked in major units and stored in cents.
    applyRange(reader, query, 'price', 't.price_cents', 100);
    const minRating = reader.number('min_rating', { min: 0, max: 5 });
    if (minRating !== undefined) query.where('t.rating', '>=', minRating);
    const cuisine = reader.string('cuisine', { max: 120 });
    if (cuisine !== undefined) query.whereRaw('lower(t.cuisine) like ?', [`%${cuisine.toLowerCase()}%`]);
    const range = reader.oneOf('price_range', ['$', '$$', '$$$', '$$$$'] as const);
    if (range !== undefined) query.where('t.price_range', range);
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      destination_id: num(row.destination_id),
      category_id: num(row.category_id),
      name: row.name,
      description: row.description ?? null,
      cuisine: row.cuisine ?? null,
      price_range: row.price_range ?? null,
      price_cents: num(row.price_cents),
      currency: row.currency ?? 'USD',
      rating: num(row.rating),
      address: row.address ?? null,
      image: row.image ?? null,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      opening_hours: row.opening_hours ?? null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};
