import type { Core } from '@strapi/strapi';
import { contract } from '../../../contract/public';

type State = 'ok' | 'revoked';

const VALID_TTL_SECONDS = 60;

/**
 * A cache in front of the token table. In memory only "revoked" is remembered (always safe,
 * since revocation is final). With Redis both states are shared by every instance: a check
 * records "ok" with NX so it can never overwrite a concurrent revocation.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const revokedHere = new Map<string, number>();
  const redis = () => contract(strapi).redis.client();
  const key = (jti: string) => `${strapi.config.get('plugin::contract.redisPrefix')}:tok:${jti}`;
  const ttl = (expiresAtMs: number) => Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));

  return {
    async get(jti: string): Promise<State | null> {
      const expiry = revokedHere.get(jti);
      if (expiry !== undefined) {
        if (expiry > Date.now()) return 'revoked';
        revokedHere.delete(jti);
      }
      const client = redis();
      if (!client) return null;
      try {
        return ((await client.get(key(jti))) as State | null) ?? null;
      } catch {
        return null;
      }
    },

    async rememberValid(jti: string, keepUntilMs: number) {
      const client = redis();
      if (!client) return;
      // "ok" is kept briefly: should a revocation's write to Redis fail, the database (always
      // written first) is asked again within a minute instead of for the token's whole life.
      await client
        .set(key(jti), 'ok', 'EX', Math.min(VALID_TTL_SECONDS, ttl(keepUntilMs)), 'NX')
        .catch(() => undefined);
    },

    async rememberRevoked(jti: string, keepUntilMs: number) {
      revokedHere.set(jti, keepUntilMs);
      const client = redis();
      if (!client) return;
      await client.set(key(jti), 'revoked', 'EX', ttl(keepUntilMs)).catch(() => undefined);
    },
  };
};
