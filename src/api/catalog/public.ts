/**
 * The catalog module's public entry point: its typed read models and writers (and the AI planner's
 * slice reader), the collections it serves, the request schemas of its admin routes, and its
 * database guarantees (indexes) and cache invalidation, and the rules of its uploaded images.
 */
export { catalogGuarantees } from './guarantees';
export { IMAGE_MIME_TYPES } from './services/media/image-types';
export { IS_IMAGE_CONDITION, registerImageCondition } from './services/media/editor-condition';
export { guardCatalogImages } from './services/media/guard';
export { subscribeCatalogInvalidation, CATALOG_MODELS } from './services/cache/invalidation';
export { catalogSchemas } from './routes/docs/schemas';
export { COLLECTIONS, PLACE_KINDS, type PlaceKind } from './services/catalog-types';
export { catalogRecordLink } from './services/catalog-link';
export {
  reviewSummaries,
  REVIEWED_COLLECTIONS,
  type ReviewSummaries,
} from './services/read/review-summaries';
export { tripFigures, approvedReviewCount, type TripFigures } from './services/read/trip-figures';
export { recordName } from './services/read/record-name';
export type { CollectionSpec } from './services/read/collection-spec';
export type { Item, ListArgs } from './services/catalog-reader';
export { type CatalogServices, catalog } from './accessor';
export { catalogModule } from './manifest';
/** Indexes live catalog records that have no search entry (an upgrade; query-builder writes). */
export { backfillSearchIndex } from './services/search/backfill';
/** The unfiltered lists' totals: their table and triggers made where missing, every table counted again (at boot). */
export { ensureCatalogListCounts } from './services/catalog-list-counts';
/** Creates the search index's full-text structures that are missing (at boot; an upgrade). */
export { ensureSearchStructures } from './services/search/structures';
