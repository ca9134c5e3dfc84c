import type { Core } from '@strapi/strapi';
import {
  catalog,
  catalogGuarantees,
  guardCatalogImages,
  registerImageCondition,
  reviewSummaries,
  subscribeCatalogInvalidation,
} from './api/catalog/public';
import { accountsGuarantees } from './plugins/accounts/public';
import { billingGuarantees } from './plugins/billing/public';
import { registerTripPurchases, subscribeTripInvalidation, tripGuarantees, trips } from './api/trip/public';
import { catalogSliceReader, tripStore } from './plugins/ai/public';
import { notificationGuarantees, notifications } from './api/notification/public';
import { conversationGuarantees, conversations } from './api/conversation/public';
import { agency, agencyGuarantees } from './api/agency/public';
import { reviewGuarantees, reviewSummariesFromDb, subscribeReviewEvents } from './api/review/public';
import { favouriteGuarantees } from './api/favourite/public';
import { newsletter, newsletterGuarantees } from './api/newsletter/public';
import { removeFilesOfDeletedSettings, settingGuarantees } from './api/setting/public';
import { outbox, queue, queueGuarantees } from './plugins/queue/public';
import { reportSource } from './plugins/reports/public';
import { recordLinks } from './plugins/panel/public';
import { RECORD_LINKS } from './record-links';
import { analyticsReportSource } from './api/analytics/public';
import { benchMode, registerBenchRoutes } from './bench';
import { buildOpenApiDocument } from './openapi';
import { guardPanelWrites } from './api/panel-guard/public';
import { seed } from './seed';
import { contract, ownRoutes } from './plugins/contract/public';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Every database guarantee of every module (README, "Database guarantees"); the contract
    // plugin's bootstrap applies them, after Strapi's schema sync.
    contract(strapi).guarantees.declare([
      ...accountsGuarantees,
      ...billingGuarantees,
      ...catalogGuarantees,
      ...tripGuarantees,
      ...notificationGuarantees,
      ...conversationGuarantees,
      ...agencyGuarantees,
      ...reviewGuarantees,
      ...favouriteGuarantees,
      ...newsletterGuarantees,
      ...settingGuarantees,
      ...queueGuarantees,
    ]);
    // The catalog shows each record's approved reviews.
    reviewSummaries.provide(strapi, reviewSummariesFromDb);
    // Catalog image fields take images only, whoever writes them.
    guardCatalogImages(strapi);
    // The AI plans from the catalog and saves and reads trips through its ports.
    catalogSliceReader.provide(strapi, catalog(strapi).plannerSlice);
    tripStore.provide(strapi, trips(strapi).planned);
    // What trips sell goes through billing's checkout (CONTRACT §5).
    registerTripPurchases();
    // Report files are made of the analytics' figures (the reports plugin knows no orders).
    reportSource.provide(strapi, analyticsReportSource({ strapi }));
    // What state machines own stays theirs: the admin panel's save may not change it.
    strapi.documents.use(guardPanelWrites(strapi) as never);
    // The panel's edit view follows the bare ids our records hold to the records they name.
    recordLinks.provide(strapi, RECORD_LINKS);
    if (benchMode()) registerBenchRoutes(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Built once every route is loaded: each declaration documents itself.
    const appName = strapi.config.get('plugin::contract.appName') as string;
    contract(strapi).openapi.set(buildOpenApiDocument(appName, ownRoutes(strapi)));
    subscribeCatalogInvalidation(strapi);
    // Before the seed: the Catalog editor's media library permission names this condition.
    await registerImageCondition(strapi);
    subscribeTripInvalidation(strapi);
    subscribeReviewEvents(strapi);
    removeFilesOfDeletedSettings(strapi);
    // Domain events, recorded in the outbox, become notifications (CONTRACT §6).
    notifications(strapi).delivery.subscribe();
    conversations(strapi).routedInquiries.subscribe();
    // A paid agency trip completes its assignment.
    agency(strapi).completion.subscribe();
    newsletter(strapi).subscribers.defineJobs();
    if (process.env.SEED_ON_BOOT !== 'false') await seed(strapi, { onlyWhenEmpty: true });
    // Last: every module has defined its jobs and its event consumers by now.
    await queue(strapi).start();
    outbox(strapi).start();
  },
};
