import type { Core } from '@strapi/strapi';
import { outbox, queue } from './plugins/queue/public';
import { recordLinks } from './plugins/panel/public';
import { buildOpenApiDocument } from './openapi';
import { seed } from './seed';
import { contract, ownRoutes } from './plugins/contract/public';
import { platform } from './plugins/platform/public';
import { recordLinksOf } from './plugins/platform/public';
import { MODULES } from './modules';
import { ownedFields, parseOwnedFields } from './api/panel-guard/public';
import { PANEL_SOURCE, panelEntries } from './panel-entries';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Every database guarantee of every module (docs/database.md); the platform plugin's bootstrap
    // applies them, after Strapi's schema sync.
    platform(strapi).guarantees.declare(MODULES.flatMap((module) => module.guarantees ?? []));
    platform(strapi).guarantees.declareTotals(MODULES.flatMap((module) => module.runningTotals ?? []));
    // The ports each module provides and the document middlewares it adds.
    for (const module of MODULES) module.register?.(strapi);
    // What each module's state machines own is read-only in the admin panel.
    ownedFields.provide(strapi, parseOwnedFields(panelEntries('owned'), PANEL_SOURCE));
    // The panel's edit view follows the bare ids our records hold to the records they name.
    recordLinks.provide(strapi, recordLinksOf(MODULES));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Built once every route is loaded: each declaration documents itself.
    const appName = strapi.config.get('plugin::contract.appName') as string;
    contract(strapi).openapi.set(buildOpenApiDocument(appName, ownRoutes(strapi), MODULES));
    // Event consumers, jobs and cache subscriptions: domain events recorded in the outbox become
    // notifications (CONTRACT §6), a paid agency trip completes its assignment…
    for (const module of MODULES) await module.bootstrap?.(strapi);
    if (process.env.SEED_ON_BOOT !== 'false') await seed(strapi, { onlyWhenEmpty: true });
    // Last: every module has defined its jobs and its event consumers by now.
    await queue(strapi).start();
    outbox(strapi).start();
  },
};
