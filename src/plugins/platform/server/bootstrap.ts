import type { Core } from '@strapi/strapi';
import { applyGuarantees } from './database/guarantees';
import { ensureRunningTotals } from './database/running-totals';
import { memoizeRouteMatch } from './strapi-patches/route-match-memo';
import { platform } from '../accessor';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  // Every module's database guarantees, applied here once: plugin bootstraps run before cron starts.
  await applyGuarantees(strapi, platform(strapi).guarantees.declared());
  await ensureRunningTotals(strapi, platform(strapi).guarantees.totals());

  memoizeRouteMatch(strapi.server.router);

  const redis = platform(strapi).redis;
  if (redis.enabled() && !(await redis.ready())) {
    strapi.log.warn(
      'Redis is configured but not reachable yet: throttles fall back to memory until it answers',
    );
  }
};
