import { applySearch } from '../filters';
import { iso, tableOf } from '../sql';
import type { CollectionSpec } from '../types';

const UID = 'api::category.category';

export const categories: CollectionSpec = {
  name: 'categories',
  uid: UID,
  tags: ['category'],
  localized: ['name'],
  columns: ['name', 'type', 'icon', 'created_at', 'updated_at'],
  relations: [],
  sort: { id: 't.id', name: 't.name', type: 't.type' },
  defaultSort: 'id',
  i18n: true,

  filter(reader, query, ctx) {
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name']);
    const type = reader.oneOf('type', ['destination', 'attraction', 'restaurant'] as const);
    if (type !== undefined) query.where('t.type', type);
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      icon: row.icon ?? null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};
