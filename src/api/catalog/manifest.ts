import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { catalogSliceReader } from '../../plugins/ai/public';
import { catalog } from './accessor';
import { catalogGuarantees } from './guarantees';
import { catalogSchemas } from './routes/docs/schemas';
import { subscribeCatalogInvalidation } from './services/cache/invalidation';
import { registerImageCondition } from './services/media/editor-condition';
import { guardCatalogImages } from './services/media/guard';
import { ensureSearchStructures } from './services/search/structures';
import { ensureCatalogListCounts } from './services/catalog-list-counts';
import { subscribeSearchIndex } from './services/search/subscription';
import { subscribePanelSearch } from './services/search/panel-search';
import { backfillSearchIndex } from './services/search/backfill';

const trashed = { softDelete: true };

/** The catalog module: its types, indexes, docs, the AI's view of it, and its cache. */
export const catalogModule = defineModule({
  name: 'api/catalog',
  panel,
  contentTypes: {
    'api::region.region': trashed,
    'api::country.country': trashed,
    'api::city.city': trashed,
    'api::category.category': trashed,
    'api::destination.destination': trashed,
    'api::hotel.hotel': trashed,
    'api::restaurant.restaurant': trashed,
    'api::attraction.attraction': trashed,
    'api::flight.flight': trashed,
    'api::catalog.search-entry': {},
    'api::catalog.search-term': {},
  },
  guarantees: catalogGuarantees,
  schemas: catalogSchemas,
  register(strapi) {
    // Catalog image fields take images only, whoever writes them.
    guardCatalogImages(strapi);
    // The AI plans from the catalog.
    catalogSliceReader.provide(strapi, catalog(strapi).plannerSlice);
  },
  async bootstrap(strapi) {
    subscribeCatalogInvalidation(strapi);
    // The unfiltered lists' totals, kept by the database.
    await ensureCatalogListCounts(strapi);
    // The search index (CONTRACT §16): its full-text structures, and every write keeps it current.
    await ensureSearchStructures(strapi);
    subscribeSearchIndex(strapi);
    subscribePanelSearch(strapi);
    await backfillSearchIndex(strapi);
    // Before the seed: the Catalog editor's media library permission names this condition.
    await registerImageCondition(strapi);
  },
});
