import { defineRoutes, RouteDeclaration } from '../../../plugins/contract/public';
import { COLLECTIONS } from '../lib/collections';

const publicRead = (
  path: string,
  handler: string,
  tags: string[],
  meta?: Record<string, unknown>,
): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: `api::catalog.catalog.${handler}`,
  access: 'public',
  throttle: 'catalog',
  cache: { tags },
  meta,
});

/** `/api/v1/...` mirrors these reads (CONTRACT §8). */
const V1 = new Set([
  'countries',
  'cities',
  'destinations',
  'hotels',
  'flights',
  'restaurants',
  'attractions',
]);

const collectionRoutes = Object.values(COLLECTIONS).flatMap((spec) => {
  const prefixes = V1.has(spec.name) ? ['', '/v1'] : [''];
  return prefixes.flatMap((prefix) => [
    publicRead(`${prefix}/${spec.name}`, 'list', spec.tags, { collection: spec.name }),
    publicRead(`${prefix}/${spec.name}/:id`, 'show', spec.tags, { collection: spec.name }),
  ]);
});

export default defineRoutes([
  ...collectionRoutes,
  ...['', '/v1'].map((prefix) =>
    publicRead(`${prefix}/destinations/:id/hotels`, 'destinationHotels', COLLECTIONS.hotels.tags),
  ),
  ...['', '/v1'].flatMap((prefix) => [
    publicRead(`${prefix}/regions`, 'regions', ['region']),
    publicRead(`${prefix}/regions/:key`, 'region', ['region']),
    publicRead(`${prefix}/stats/summary`, 'stats', ['hotel', 'flight', 'trip', 'review']),
  ]),
  publicRead('/site-settings', 'siteSettings', ['setting']),
]);
