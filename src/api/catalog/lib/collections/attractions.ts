import { applyCategoryFilter, applyPlaceFilters, applyRange, applySearch } from '../filters';
import { iso, num, tableOf } from '../sql';
import type { CollectionSpec } from '../types';

const UID = 'api::attraction.attraction';

export const attractions: CollectionSpec = {
  name: 'attractions',
  uid: UID,
  tags: ['attraction', 'destination', 'country', 'region', 'category'],
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
