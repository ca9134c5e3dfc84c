import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../platform/public';
import { IssuedToken, TokenClaims, issueToken, tokenSettingsOf } from '../jwt';
import { accounts } from '../../accessor';
import { announceAccessRevoked } from '../access-revoked';

const UID = 'plugin::accounts.access-token';
export const REFRESH_WINDOW_SECONDS = 14 * 24 * 3600;

type TokenRow = { id: number; jti: string; user_id: number; expires_at: string; revoked_at: string | null };

/**
 * Access tokens (CONTRACT §2.1): issued, recorded by jti, revoked at once. A token is good
 * only while its row exists and is not revoked, so revocation survives restarts and is
 * shared by every instance on the same database.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = () => accounts(strapi).revocationCache;
  const query = () => strapi.db.query(UID);
  // A token stays refreshable for 14 days after it expires: keep its state that long.
  const keepUntil = (expiresAt: number | string) =>
    new Date(expiresAt).getTime() + REFRESH_WINDOW_SECONDS * 1000;

  return {
    /** `now` is for a controllable clock in tests. */
    async issue(user: { id: number; roles: string[] }, now = Date.now()): Promise<IssuedToken> {
      const settings = tokenSettingsOf(strapi);
      const issued = issueToken(settings, user, now);
      await query().create({
        data: {
          jti: issued.claims.jti,
          user_id: user.id,
          issued_at: new Date(issued.claims.iat * 1000),
          expires_at: new Date(issued.claims.exp * 1000),
        },
      });
      return issued;
    },

    async isRevoked(claims: TokenClaims): Promise<boolean> {
      const cached = await cache().get(claims.jti);
      if (cached) return cached === 'revoked';
      // Asked on every authenticated request without a cached answer: two columns of one row by
      // its unique key, read without the query engine's parsing and populating.
      const row = ((await (strapi.db.connection as unknown as Knex)(tableOf(strapi, UID))
        .select('revoked_at', 'user_id')
        .where({ jti: claims.jti })
        .first()) ?? null) as Pick<TokenRow, 'revoked_at' | 'user_id'> | null;
      // A token we have no record of was not issued by this service: refuse it.
      const revoked = !row || row.revoked_at !== null || String(row.user_id) !== claims.sub;
      if (revoked) await cache().rememberRevoked(claims.jti, keepUntil(claims.exp * 1000));
      else await cache().rememberValid(claims.jti, keepUntil(claims.exp * 1000));
      return revoked;
    },

    /** Revokes one token. Returns false when it was already revoked (so one refresh wins a race). */
    async revoke(claims: Pick<TokenClaims, 'jti' | 'exp'>): Promise<boolean> {
      const { count } = await query().updateMany({
        where: { jti: claims.jti, revoked_at: null },
        data: { revoked_at: new Date() },
      });
      await cache().rememberRevoked(claims.jti, keepUntil(claims.exp * 1000));
      return count > 0;
    },

    /** Revokes every token of a user that could still be used or refreshed, except `keepJti`. */
    async revokeAllFor(userId: number, keepJti?: string) {
      const horizon = new Date(Date.now() - REFRESH_WINDOW_SECONDS * 1000);
      const live = {
        user_id: userId,
        revoked_at: null,
        expires_at: { $gt: horizon },
        ...(keepJti ? { jti: { $ne: keepJti } } : {}),
      };
      const rows = (await query().findMany({ where: live, select: ['jti', 'expires_at'] })) as TokenRow[];
      if (rows.length === 0) return 0;
      // By predicate, not by a list of ids: any number of tokens (a list would meet PostgreSQL's
      // 65535 bind parameters), and one issued between the read and this write is revoked too.
      await query().updateMany({ where: live, data: { revoked_at: new Date() } });
      await Promise.all(rows.map((row) => cache().rememberRevoked(row.jti, keepUntil(row.expires_at))));
      await announceAccessRevoked(strapi, userId);
      return rows.length;
    },

    /** Drops rows that can no longer be used or refreshed. */
    async purgeExpired() {
      const horizon = new Date(Date.now() - REFRESH_WINDOW_SECONDS * 1000);
      const { count } = await query().deleteMany({ where: { expires_at: { $lt: horizon } } });
      return count;
    },
  };
};
