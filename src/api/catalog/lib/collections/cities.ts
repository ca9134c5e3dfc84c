import { applySearch } from '../filters';
import { idsRelatedTo, iso, num, tableOf } from '../sql';
import type { CollectionSpec } from '../types';

const UID = 'api::city.city';

export const cities: CollectionSpec = {
  name: 'cities',
  uid: UID,
  tags: ['city', 'country'],
  localized: ['name'],
  columns: ['name', 'latitude', 'longitude', 'created_at', 'updated_at'],
  relations: ['country'],
  sort: { id: 't.id', name: 't.name' },
  defaultSort: 'name',
  i18n: true,
  // Cities have no trash of their own.
  noTrash: true,

  filter(reader, query, ctx) {
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name']);
    const country = reader.recordId('country_id');
    if (country !== undefined)
      query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', [country]));
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      country_id: num(row.country_id),
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};
