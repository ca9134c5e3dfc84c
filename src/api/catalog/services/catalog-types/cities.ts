import { applyIndexedSearch } from '../read/filters';
import { idsRelatedTo } from '../read/sql';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { presentCity } from '../../presenters/cities';
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

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'city');
    const country = reader.recordId('country_id');
    if (country !== undefined)
      query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', [country]));
  },

  present: async (rows) => rows.map(presentCity),
};

export const cities: CatalogType = {
  read,
  indexes: [['locale', TRASH_COLUMN]],
};
