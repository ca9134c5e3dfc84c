import type { Core } from '@strapi/strapi';
import { ownRoutes } from './routes/declared-routes';
import { undeclaredRoutes } from './routes/validate-declarations';
import { applyGuarantees } from './infra/guarantees';
import { contract } from '../accessor';
import { installFastPathListener } from './fast-path/install';
import { memoizeRouteMatch } from './infra/route-match-memo';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const throttles = contract(strapi).throttles;
  const problems = undeclaredRoutes(ownRoutes(strapi), (name) => throttles.has(name));
  if (problems.length > 0)
    throw new Error(`Routes without a complete declaration:\n  ${problems.join('\n  ')}`);

  // Every module's database guarantees, applied here once: plugin bootstraps run before cron starts.
  await applyGuarantees(strapi, contract(strapi).guarantees.declared());

  // Before the graceful shutdown's request tracker (installed once Strapi listens) and any request.
  installFastPathListener(strapi);
  memoizeRouteMatch(strapi.server.router);

  const redis = contract(strapi).redis;
  if (redis.enabled() && !(await redis.ready())) {
    strapi.log.warn(
      'Redis is configured but not reachable yet: throttles fall back to memory until it answers',
    );
  }
};
