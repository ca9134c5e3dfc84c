import { z } from 'zod';
import { applySearch } from '../read/filters';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { optionalString, requiredString } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { presentCategory } from '../../presenters/categories';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::category.category';

const read: CollectionSpec = {
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

  present: async (rows) => rows.map(presentCategory),
};

export const categories: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 120 }),
      type: z.enum(['destination', 'attraction', 'restaurant'], { error: 'The selected type is invalid.' }),
      icon: optionalString('icon', { max: 100 }),
      translations: f.translations({ name: optionalString('name', { max: 120 }) }),
    },
    relations: {},
    unique: { fields: ['name', 'type'], message: 'A category with this name and type already exists.' },
  },
  indexes: [['locale', TRASH_COLUMN], ['type']],
};
