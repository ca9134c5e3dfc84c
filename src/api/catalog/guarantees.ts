import type { Guarantee } from '../../plugins/platform/public';
import { CATALOG_TYPES } from './services/catalog-types';

/**
 * Indexes for the catalog's filters and sorts (Strapi indexes the link tables and document ids
 * itself). Applied at boot when missing, so adding one here is the whole migration.
 */
const READS: Record<string, string[][]> = {
  'api::region.region': [['key', 'locale']],
  ...Object.fromEntries(Object.values(CATALOG_TYPES).map((type) => [type.read.uid, type.indexes])),
};

/** What the database holds for the catalog: plain indexes, named `<table>_<columns>_idx`. */
export const catalogGuarantees: Guarantee[] = Object.entries(READS).flatMap(([uid, indexes]) =>
  indexes.map((columns) => ({
    uid,
    name: `${columns.join('_')}_idx`,
    columns,
    why: 'Filters and sorts of the catalog lists (live rows of one locale)',
  })),
);
