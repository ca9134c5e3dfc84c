import type { Core } from '@strapi/strapi';
import { benchAgencyRouter } from './agency';
import { benchRouter } from './routes';
import { stockFindRouter } from './stock-find';
import { benchTripsRouter } from './trips';

/**
 * The routes `npm run bench` measures against, never part of the contract: mounted only by the
 * bench's own server (bench/server.ts). Outside `src/`, so production code never loads them and
 * they are none of the contract's own routes (route declarations, OpenAPI, the sweep tests).
 * Added after the app registered: bootstrap mounts them with the rest.
 */
export const registerBenchRoutes = (strapi: Core.Strapi) => {
  // Strapi's Router type asks for each route's `info`, which the server fills in (content-api) itself.
  strapi.server.routes(benchRouter(strapi) as never);
  strapi.server.routes(stockFindRouter() as never);
  strapi.server.routes(benchAgencyRouter(strapi) as never);
  strapi.server.routes(benchTripsRouter(strapi) as never);
};
