/**
 * The catalog module's public entry point: its typed read models and writers (and the AI planner's
 * slice reader), the collections it serves, the request schemas of its admin routes, and its
 * database guarantees (indexes) and cache invalidation, and the rules of its uploaded images.
 */
import { apiServices } from '../../plugins/contract/public';
import type catalogExtras from './services/catalog-extras';
import type catalogReader from './services/catalog-reader';
import type catalogWriter from './services/catalog-writer';
import type plannerSlice from './services/planner-slice';

export { catalogGuarantees } from './guarantees';
export { IMAGE_MIME_TYPES } from './services/media/image-types';
export { IS_IMAGE_CONDITION, registerImageCondition } from './services/media/editor-condition';
export { guardCatalogImages } from './services/media/guard';
export { subscribeCatalogInvalidation, CATALOG_MODELS, tagOf } from './services/cache/invalidation';
export { catalogSchemas } from './routes/docs/schemas';
export { COLLECTIONS } from './services/catalog-types';
export {
  reviewSummaries,
  REVIEWED_COLLECTIONS,
  type ReviewSummaries,
} from './services/read/review-summaries';
export { recordName } from './services/read/record-name';
export type { CollectionSpec } from './services/read/collection-spec';
export type { Item, ListArgs } from './services/catalog-reader';

export type CatalogServices = {
  readonly reader: ReturnType<typeof catalogReader>;
  readonly writer: ReturnType<typeof catalogWriter>;
  readonly extras: ReturnType<typeof catalogExtras>;
  /** The AI planner's catalog slice reader: provide it as `catalogSliceReader` (src/index.ts). */
  readonly plannerSlice: ReturnType<typeof plannerSlice>;
};
/** `catalog(strapi).reader.list(…)`: the catalog's services, typed. */
export const catalog = apiServices<CatalogServices>('catalog', {
  reader: 'catalog-reader',
  writer: 'catalog-writer',
  extras: 'catalog-extras',
  plannerSlice: 'planner-slice',
});
