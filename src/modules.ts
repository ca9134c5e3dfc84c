import type { ModuleManifest } from './plugins/platform/public';
import { accountsModule } from './plugins/accounts/public';
import { billingModule } from './plugins/billing/public';
import { queueModule } from './plugins/queue/public';
import { reportsModule } from './plugins/reports/public';
import { aiModule } from './plugins/ai/public';
import { softDeleteModule } from './plugins/soft-delete/public';
import { catalogModule } from './api/catalog/public';
import { tripModule } from './api/trip/public';
import { notificationModule } from './api/notification/public';
import { conversationModule } from './api/conversation/public';
import { agencyModule } from './api/agency/public';
import { reviewModule } from './api/review/public';
import { favouriteModule } from './api/favourite/public';
import { newsletterModule } from './api/newsletter/public';
import { settingModule } from './api/setting/public';
import { surveyModule } from './api/survey/public';
import { contactModule } from './api/contact/public';
import { analyticsModule } from './api/analytics/public';
import { dashboardModule } from './api/dashboard/public';
import { panelGuardModule } from './api/panel-guard/public';

/**
 * Every module that brings something to the app's wiring, in the order it is wired: its register
 * and bootstrap steps run in this order (the catalog's image guard is a document middleware that
 * runs before the panel guard's). A new module is one line here; a new content type, one entry in
 * its module's manifest.
 */
export const MODULES: readonly ModuleManifest[] = [
  accountsModule,
  billingModule,
  queueModule,
  reportsModule,
  aiModule,
  softDeleteModule,
  catalogModule,
  tripModule,
  notificationModule,
  conversationModule,
  agencyModule,
  reviewModule,
  favouriteModule,
  newsletterModule,
  settingModule,
  surveyModule,
  contactModule,
  analyticsModule,
  dashboardModule,
  panelGuardModule,
];
