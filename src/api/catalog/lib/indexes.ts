import type { Core } from '@strapi/strapi';
import { tableOf } from './sql';
import { CATALOG_TYPES } from '../types';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Created when missing, so adding one here is the whole migration.
 */
const INDEXES: Record<string, string[][]> = {
  'api::region.region': [['key', 'locale']],
  ...Object.fromEntries(Object.values(CATALOG_TYPES).map((type) => [type.read.uid, type.indexes])),
  'api::setting.setting': [['key']],
};

export const ensureCatalogIndexes = async (strapi: Core.Strapi) => {
  for (const [uid, indexes] of Object.entries(INDEXES)) {
    const table = tableOf(strapi, uid);
    for (const columns of indexes) {
      const name = `${table}_${columns.join('_')}_idx`;
      await strapi.db.connection.raw(
        `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})`,
      );
    }
  }
};
