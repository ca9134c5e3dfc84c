import { applySearch } from '../lib/filters';
import { idsRelatedTo, iso, num, tableOf } from '../lib/sql';
import type { CollectionSpec } from '../lib/types';
import { queryParam } from '../../../plugins/contract/public';
import { idFilter, search } from '../docs/parameters';
import { integer, n, nint, object, stamps, str } from '../docs/schema-builders';
import type { CatalogType } from './catalog-type';

const UID = 'api::city.city';

const read: CollectionSpec = {
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

export const cities: CatalogType = {
  read,
  indexes: [['locale']],
  docs: {
    title: 'cities',
    schema: 'City',
    v1: true,
    filters: [search, queryParam('country_id', 'Country id', idFilter)],
    schemas: {
      City: object({ id: integer, name: str, country_id: nint, latitude: n(), longitude: n(), ...stamps }),
    },
  },
};
