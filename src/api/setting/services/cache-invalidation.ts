import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';
import { afterWrites } from '../../../plugins/platform/public';
import { SETTING } from '../content-types/rows';
import { SETTING_CACHE_TAG } from '../public-settings';

/**
 * A setting written through the query engine (the admin panel's Content Manager, the seed) drops
 * the cached answers that show settings; the store's own upsert bypasses the lifecycles and
 * invalidates after its write (services/settings.ts).
 */
export const subscribeSettingInvalidation = (strapi: Core.Strapi) => {
  afterWrites(strapi, [SETTING], () => contract(strapi).responseCache.invalidate(SETTING_CACHE_TAG));
};
