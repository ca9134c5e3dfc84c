import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { accounts } from '../../../plugins/accounts/public';
import { apiUrl, hashOf, SECRET_SHAPE, secretOf as linkSecret } from './links/secrets';
import { isUniqueViolation } from '../../../plugins/platform/public';
import { CALENDAR_FEED, type CalendarFeedRow } from '../content-types/rows';

/**
 * Each user's secret feed URL. The database keeps a random nonce and the sha256 of the secret; the
 * secret is HMAC(APP_KEYS[0], user and nonce), so `GET /me/calendar-feed` can show the same URL
 * again while a copy of the database alone yields no feed URL. A rotation draws a new nonce: the
 * old hash is gone from the table, so every instance answers 404 to the old URL at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(CALENDAR_FEED);

  // The purpose names the user too: `calendar-feed:{user}:{nonce}`, as every feed URL has been made.
  const secretOf = (row: Pick<CalendarFeedRow, 'user_id' | 'nonce'>) =>
    linkSecret(strapi, 'calendar-feed', `${row.user_id}:${row.nonce}`);
  const urlOf = (secret: string) => apiUrl(strapi, `calendar/${secret}.ics`);
  const fresh = (userId: number) => {
    const nonce = randomBytes(24).toString('base64url');
    return { user_id: userId, nonce, secret_hash: hashOf(secretOf({ user_id: userId, nonce })) };
  };
  const ofUser = async (userId: number) =>
    (await query().findOne({ where: { user_id: userId } })) as CalendarFeedRow | null;

  return {
    /** The user's feed URL, the feed being created on the first call. */
    async urlFor(userId: number): Promise<string> {
      let row = await ofUser(userId);
      if (!row) {
        try {
          row = (await query().create({ data: fresh(userId) })) as CalendarFeedRow;
        } catch (error) {
          // A concurrent first call created it: answer the same URL.
          if (!isUniqueViolation(error)) throw error;
          row = (await ofUser(userId))!;
        }
      }
      return urlOf(secretOf(row));
    },

    /** A new secret for the user's feed; the old URL stops working. */
    async rotate(userId: number): Promise<string> {
      const next = fresh(userId);
      const replace = () => query().update({ where: { user_id: userId }, data: next });
      if (await replace()) return urlOf(secretOf(next));
      try {
        await query().create({ data: next });
      } catch (error) {
        // A concurrent first call (a rotation or a read) created the feed meanwhile: the user's one
        // row exists now, so this rotation replaces its secret like any other.
        if (!isUniqueViolation(error)) throw error;
        await replace();
      }
      return urlOf(secretOf(next));
    },

    /**
     * The owner of a feed secret, or null for a malformed, unknown or rotated secret, and for an
     * owner who could not sign in now (blocked, deactivated, deleted, unverified): the same checks
     * as a token (CONTRACT §2.2), read per request so a block applies on every instance at once.
     */
    async ownerOf(secret: string): Promise<number | null> {
      if (!SECRET_SHAPE.test(secret)) return null;
      const row = (await query().findOne({
        where: { secret_hash: hashOf(secret) },
        select: ['user_id'],
      })) as Pick<CalendarFeedRow, 'user_id'> | null;
      if (!row) return null;
      const owner = await accounts(strapi).principals.load(row.user_id);
      return owner?.active && owner.verified ? owner.id : null;
    },
  };
};
