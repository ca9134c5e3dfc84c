import { SETTING_CACHE_TAG } from '../../setting/public';
import { defineRoutes, type GroupedRoute } from '../../../plugins/contract/public';
import {
  destinationHotelsDoc,
  listDoc,
  regionDoc,
  regionsDoc,
  showDoc,
  searchDoc,
  siteSettingsDoc,
  statsDoc,
} from './docs/public-reads';
import { CATALOG_DOCS } from './docs/types';
import { COLLECTIONS } from '../services/catalog-types';

/** Public reads: anyone, the catalog throttle, cached and invalidated by the collections they show. */
const group = {
  tag: 'Catalog',
  access: 'public',
  throttle: 'catalog',
  controller: 'api::catalog.catalog',
} as const;

/** Each collection's list and record; `/api/v1/...` mirrors them for the types that say so (CONTRACT §8). */
const collectionRoutes = Object.values(COLLECTIONS).flatMap((spec): GroupedRoute[] => {
  const v1 = (path: string) => (CATALOG_DOCS[spec.name].v1 ? [`/v1${path}`] : []);
  const read = { method: 'GET', cache: { tags: spec.tags }, meta: { collection: spec.name } } as const;
  return [
    { ...read, path: `/${spec.name}`, aliases: v1(`/${spec.name}`), action: 'list', doc: listDoc(spec.name) },
    {
      ...read,
      path: `/${spec.name}/:id`,
      aliases: v1(`/${spec.name}/:id`),
      action: 'show',
      doc: showDoc(spec.name),
    },
  ];
});

export default defineRoutes(group, [
  ...collectionRoutes,
  {
    method: 'GET',
    path: '/destinations/:id/hotels',
    aliases: ['/v1/destinations/:id/hotels'],
    action: 'destinationHotels',
    cache: { tags: COLLECTIONS.hotels.tags },
    doc: destinationHotelsDoc(),
  },
  {
    method: 'GET',
    path: '/search',
    action: 'search',
    cache: { tags: ['destination', 'hotel', 'restaurant', 'attraction', 'city', 'country', 'region'] },
    doc: searchDoc,
  },
  {
    method: 'GET',
    path: '/regions',
    aliases: ['/v1/regions'],
    action: 'regions',
    cache: { tags: ['region'] },
    doc: regionsDoc,
  },
  {
    method: 'GET',
    path: '/regions/:key',
    aliases: ['/v1/regions/:key'],
    action: 'region',
    cache: { tags: ['region'] },
    doc: regionDoc,
  },
  {
    method: 'GET',
    path: '/stats/summary',
    aliases: ['/v1/stats/summary'],
    action: 'stats',
    cache: { tags: ['hotel', 'flight', 'trip', 'review'] },
    doc: statsDoc,
  },
  {
    method: 'GET',
    path: '/site-settings',
    action: 'siteSettings',
    cache: { tags: [SETTING_CACHE_TAG] },
    doc: siteSettingsDoc,
  },
]);
