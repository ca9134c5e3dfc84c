import { factories } from '@strapi/strapi';

/**
 * Strapi's stock REST `find` over destinations, at /api/bench/stock/destinations: the baseline
 * `npm run bench` compares the catalog against (scenario d). Its handler is the stock controller
 * that `src/api/destination/controllers` declares for this purpose. Not ours to declare: no
 * access or throttle, as Strapi ships it.
 */
export const stockFindRouter = () =>
  factories.createCoreRouter('api::destination.destination', {
    prefix: '/bench/stock',
    only: ['find'],
    config: { find: { auth: false } },
  });
