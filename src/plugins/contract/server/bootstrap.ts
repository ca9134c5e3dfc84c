import type { Core } from '@strapi/strapi';
import { ownRoutes } from './routes/declared-routes';
import { undeclaredRoutes } from './routes/validate-declarations';
import { contract } from '../accessor';
import { installFastPathListener } from './fast-path/install';

export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const throttles = contract(strapi).throttles;
  const problems = undeclaredRoutes(ownRoutes(strapi), (name) => throttles.has(name));
  if (problems.length > 0)
    throw new Error(`Routes without a complete declaration:\n  ${problems.join('\n  ')}`);

  // Before the graceful shutdown's request tracker (installed once Strapi listens) and any request.
  installFastPathListener(strapi);
};
