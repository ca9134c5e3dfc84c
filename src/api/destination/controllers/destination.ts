import { factories } from '@strapi/strapi';

// Strapi's stock controller: the handler of the bench's baseline route (src/bench/stock-find.ts),
// mounted only when `npm run bench` runs.
export default factories.createCoreController('api::destination.destination');
