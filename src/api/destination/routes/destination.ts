import { factories } from '@strapi/strapi';

/**
 * Strapi's stock REST `find` over destinations, under /api/bench/stock/destinations, exists only
 * when BENCH_MODE=true: it is the baseline of `npm run bench`, never part of the contract.
 */
const benchMode = process.env.BENCH_MODE === 'true';

export default benchMode
  ? factories.createCoreRouter('api::destination.destination', {
      prefix: '/bench/stock',
      only: ['find'],
      config: { find: { auth: false, benchOnly: true } as never },
    })
  : { routes: [] };
