import { defineRoutes, RouteDeclaration, type RouteDoc } from '../../../plugins/contract/public';
import {
  destinationHotelsDoc,
  listDoc,
  regionDoc,
  regionsDoc,
  showDoc,
  siteSettingsDoc,
  statsDoc,
} from '../docs/public-reads';
import { CATALOG_TYPES, COLLECTIONS } from '../types';

const publicRead = (
  path: string,
  handler: string,
  tags: string[],
  doc: RouteDoc,
  meta?: Record<string, unknown>,
): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: `api::catalog.catalog.${handler}`,
  access: 'public',
  throttle: 'catalog',
  cache: { tags },
  meta,
  doc,
});

const collectionRoutes = Object.values(COLLECTIONS).flatMap((spec) => {
  // `/api/v1/...` mirrors the reads of the types that say so (CONTRACT §8).
  const prefixes = CATALOG_TYPES[spec.name].docs.v1 ? ['', '/v1'] : [''];
  return prefixes.flatMap((prefix) => [
    publicRead(`${prefix}/${spec.name}`, 'list', spec.tags, listDoc(spec.name), { collection: spec.name }),
    publicRead(`${prefix}/${spec.name}/:id`, 'show', spec.tags, showDoc(spec.name), {
      collection: spec.name,
    }),
  ]);
});

export default defineRoutes([
  ...collectionRoutes,
  ...['', '/v1'].map((prefix) =>
    publicRead(
      `${prefix}/destinations/:id/hotels`,
      'destinationHotels',
      COLLECTIONS.hotels.tags,
      destinationHotelsDoc(),
    ),
  ),
  ...['', '/v1'].flatMap((prefix) => [
    publicRead(`${prefix}/regions`, 'regions', ['region'], regionsDoc),
    publicRead(`${prefix}/regions/:key`, 'region', ['region'], regionDoc),
    publicRead(`${prefix}/stats/summary`, 'stats', ['hotel', 'flight', 'trip', 'review'], statsDoc),
  ]),
  publicRead('/site-settings', 'siteSettings', ['setting'], siteSettingsDoc),
]);
