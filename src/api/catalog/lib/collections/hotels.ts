import { applyPlaceFilters, applyRange, applySearch } from '../filters';
import { iso, num, tableOf } from '../sql';
import type { CollectionSpec } from '../types';

const UID = 'api::hotel.hotel';

export const hotels: CollectionSpec = {
  name: 'hotels',
  uid: UID,
  tags: ['hotel', 'destination', 'country', 'region'],
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
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'address']);
    await applyPlaceFilters(UID, reader, query, ctx);
    applyRange(reader, query, 'price', 't.price_per_night');
    const minRating = reader.number('min_rating', { min: 0, max: 5 });
    if (minRating !== undefined) query.where('t.rating', '>=', minRating);
    const stars = reader.integer('stars', { min: 1, max: 5 });
    if (stars !== undefined) query.where('t.stars', stars);
    const minStars = reader.integer('min_stars', { min: 1, max: 5 });
    if (minStars !== undefined) query.where('t.stars', '>=', minStars);
    const available = reader.boolean('availability');
    if (available !== undefined) query.where('t.availability', available);
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      destination_id: num(row.destination_id),
      name: row.name,
      description: row.description ?? null,
      address: row.address ?? null,
      price_per_night: num(row.price_per_night),
      currency: row.currency ?? 'USD',
      rating: num(row.rating),
      stars: num(row.stars),
      availability: Boolean(row.availability),
      image: row.image ?? null,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      amenities: typeof row.amenities === 'string' ? JSON.parse(row.amenities) : (row.amenities ?? []),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};
