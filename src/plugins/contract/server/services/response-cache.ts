import type { Core } from '@strapi/strapi';
import { CachedResponse, MemoryResponseStore, RedisResponseStore, ResponseStore } from '../cache/stores';
import { platform } from '../../../platform/public';

/**
 * Server-side cache of public responses (CONTRACT §1.5): memory by default, Redis when
 * configured so every instance sees an invalidation at once. Domains call `invalidate(tag)`
 * after any write to the collections a response depends on.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let store: ResponseStore | null = null;
  const storeOf = (): ResponseStore => {
    if (!store) {
      const redis = platform(strapi).redis.client();
      store = redis
        ? new RedisResponseStore(redis, `${strapi.config.get('plugin::platform.redisPrefix')}:respcache`)
        : new MemoryResponseStore();
    }
    return store;
  };

  const versionedKey = async (key: string, tags: string[]) =>
    `${(await storeOf().versions(tags)).join('.')}|${key}`;

  return {
    async get(key: string, tags: string[]): Promise<{ hit: CachedResponse | null; storeKey: string }> {
      const storeKey = await versionedKey(key, tags);
      return { hit: await storeOf().get(storeKey), storeKey };
    },
    async set(storeKey: string, value: CachedResponse, ttlSeconds: number) {
      await storeOf().set(storeKey, value, ttlSeconds);
    },
    /** A plain value in the same store (an adapter's answer, e.g. weather): shared between instances on Redis. */
    async getValue<T>(key: string): Promise<T | null> {
      const hit = await storeOf().get(`value|${key}`);
      return hit ? (JSON.parse(hit.payload) as T) : null;
    },
    async setValue(key: string, value: unknown, ttlSeconds: number) {
      await storeOf().set(
        `value|${key}`,
        { payload: JSON.stringify(value), etag: '', headers: {} },
        ttlSeconds,
      );
    },
    async invalidate(...tags: string[]) {
      await storeOf().bump(tags);
    },
    async clear() {
      await storeOf().clear();
    },
  };
};
