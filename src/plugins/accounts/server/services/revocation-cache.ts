import type { Core } from '@strapi/strapi';
import { platform } from '../../../platform/public';
import { isRedisFailure } from '../../../platform/public';

type State = 'ok' | 'revoked';

const VALID_TTL_SECONDS = 60;
/** An outage is said once a minute, not at every token checked. */
const WARN_EVERY_MS = 60_000;

/**
 * A cache in front of the token table. In memory only "revoked" is remembered (always safe,
 * since revocation is final). With Redis both states are shared by every instance: a check
 * records "ok" with NX so it can never overwrite a concurrent revocation. Redis failing is
 * expected (the database, always written first, answers instead) and logged; any other error
 * is a fault and thrown.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revokedHere = new Map<string, number>();
  const redis = () => platform(strapi).redis.client();
  const key = (jti: string) => `${strapi.config.get('plugin::platform.redisPrefix')}:tok:${jti}`;
  const ttl = (expiresAtMs: number) => Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));
  let warnedAt = 0;

  /** Redis's own failure is passed over (logged); anything else is rethrown. */
  const passOver = (what: string) => (error: unknown) => {
    if (!isRedisFailure(error)) throw error;
    if (Date.now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = Date.now();
    strapi.log.warn(`token cache: ${what} in Redis failed, the database answers (${error.message})`);
  };

  return {
    async get(jti: string): Promise<State | null> {
      const expiry = revokedHere.get(jti);
      if (expiry !== undefined) {
        if (expiry > Date.now()) return 'revoked';
        revokedHere.delete(jti);
      }
      const client = redis();
      if (!client) return null;
      const cached = await client.get(key(jti)).catch(passOver('reading a token'));
      return (cached as State | null | undefined) ?? null;
    },

    async rememberValid(jti: string, keepUntilMs: number) {
      const client = redis();
      if (!client) return;
      // "ok" is kept briefly: should a revocation's write to Redis fail, the database (always
      // written first) is asked again within a minute instead of for the token's whole life.
      await client
        .set(key(jti), 'ok', 'EX', Math.min(VALID_TTL_SECONDS, ttl(keepUntilMs)), 'NX')
        .catch(passOver('remembering a valid token'));
    },

    async rememberRevoked(jti: string, keepUntilMs: number) {
      revokedHere.set(jti, keepUntilMs);
      const client = redis();
      if (!client) return;
      await client
        .set(key(jti), 'revoked', 'EX', ttl(keepUntilMs))
        .catch(passOver('remembering a revocation'));
    },
  };
};
