import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';
import { SETTING } from '../content-types/rows';
import { SETTING_CACHE_TAG } from '../public-settings';

const WRITES = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
];

/**
 * A setting written through the query engine (the admin panel's Content Manager, the seed) drops
 * the cached answers that show settings; the store's own upsert bypasses the lifecycles and
 * invalidates after its write (services/settings.ts).
 */
export const subscribeSettingInvalidation = (strapi: Core.Strapi) => {
  const invalidate = async () => contract(strapi).responseCache.invalidate(SETTING_CACHE_TAG);
  strapi.db.lifecycles.subscribe({
    models: [SETTING],
    ...Object.fromEntries(WRITES.map((name) => [name, invalidate])),
  });
};
