import type { Core } from '@strapi/strapi';
import { CATALOG_TYPES } from './catalog-types';
import { ensureListCounts } from './read/list-counts';

/** The counts of every catalog list (read/list-counts.ts): made where missing, counted again. */
export const ensureCatalogListCounts = (strapi: Core.Strapi) =>
  ensureListCounts(
    strapi,
    Object.values(CATALOG_TYPES).map((type) => type.read),
  );
