/**
 * The catalog module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type catalogExtras from './services/catalog-extras';
import type catalogReader from './services/catalog-reader';
import type catalogWriter from './services/catalog-writer';
import type plannerSlice from './services/planner-slice';
import type reporting from './services/reporting';

export type CatalogServices = {
  readonly reader: ReturnType<typeof catalogReader>;
  readonly writer: ReturnType<typeof catalogWriter>;
  readonly extras: ReturnType<typeof catalogExtras>;
  /** The AI planner's catalog slice reader: provide it as `catalogSliceReader` (src/index.ts). */
  readonly plannerSlice: ReturnType<typeof plannerSlice>;
  /** The analytics' relations and airport directory. */
  readonly reporting: ReturnType<typeof reporting>;
};
/** `catalog(strapi).reader.list(…)`: the catalog's services, typed. */
export const catalog = apiServices<CatalogServices>('catalog', {
  reader: 'catalog-reader',
  writer: 'catalog-writer',
  extras: 'catalog-extras',
  plannerSlice: 'planner-slice',
  reporting: 'reporting',
});
