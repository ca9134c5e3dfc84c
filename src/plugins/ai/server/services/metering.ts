import type { Core } from '@strapi/strapi';
import { createHash } from 'crypto';
import { QuotaExhaustedError, contract, type Principal } from '../../../contract/public';
import { countAiQuotaRefusal } from '../../../metrics/public';
import { billing } from '../../../billing/public';

export type Metered<T> = { result: T; cached: boolean };

/** A cache key for an identical request of one user: the operation and its normalised input. */
export const requestKey = (kind: string, userId: number, input: unknown) =>
  `ai:${kind}:${userId}:${createHash('sha256').update(JSON.stringify(input)).digest('hex')}`;

/**
 * The quota around one AI operation (CONTRACT §4): an identical request within the cache time is
 * answered from the shared cache without consuming; otherwise one unit is reserved before the work
 * (402 when exhausted), kept when a result is delivered — a fallback included — and released when
 * the work fails with no result.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async run<T>(principal: Principal, cacheKey: string | null, work: () => Promise<T>): Promise<Metered<T>> {
    const cache = contract(strapi).responseCache;
    if (cacheKey) {
      const hit = await cache.getValue<T>(cacheKey);
      if (hit !== null) return { result: hit, cached: true };
    }
    const ledger = billing(strapi).subscriptions;
    const reservation = await ledger
      .reserve(principal.user as { id: number; createdAt?: string })
      .catch((error: unknown) => {
        if (error instanceof QuotaExhaustedError) countAiQuotaRefusal();
        throw error;
      });
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await ledger.release(reservation);
      throw error;
    }
    await ledger.commit(reservation);
    if (cacheKey)
      await cache.setValue(cacheKey, result, strapi.config.get('plugin::ai.cacheSeconds') as number);
    return { result, cached: false };
  },
});
