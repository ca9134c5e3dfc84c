import type { Core } from '@strapi/strapi';
import { NotFoundError, type Principal } from '../../../plugins/contract/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import { TRIP_SHARE_LINK, type MemberRole, type TripRow, type TripShareLinkRow } from '../content-types/rows';
import { apiUrl, freshSecret, hashOf, secretOf, SECRET_SHAPE, SHARE_LINK } from './links/secrets';
import { trips } from '../accessor';

export const SHARE_LINK_NOT_FOUND = 'Share link not found';

const isOpen = (link: TripShareLinkRow, now = Date.now()) =>
  !link.revoked_at && (!link.expires_at || new Date(link.expires_at).getTime() > now);

/**
 * Share links (CONTRACT §14): the owner hands one out with a role; whoever is signed in and opens
 * it joins. The database keeps the nonce and the secret's hash: the owner's list shows the URL
 * again, a copy of the database alone yields none, and a revoked link stops on every instance at once.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(TRIP_SHARE_LINK);

  return {
    /** `{APP_URL}/api/trip-share/{secret}`. */
    urlOf: (link: Pick<TripShareLinkRow, 'nonce'>) =>
      apiUrl(strapi, `trip-share/${secretOf(strapi, SHARE_LINK, link.nonce)}`),

    async create(
      trip: Pick<TripRow, 'id' | 'title'>,
      by: number,
      role: MemberRole,
      expiresInDays?: number,
    ): Promise<TripShareLinkRow> {
      const { nonce, hash } = freshSecret(strapi, SHARE_LINK);
      const expiresAt = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null;
      return (await query().create({
        data: {
          trip_id: trip.id,
          trip_title: trip.title,
          role,
          created_by: by,
          expires_at: expiresAt,
          nonce,
          secret_hash: hash,
        },
      })) as TripShareLinkRow;
    },

    /** The trip's links that still let people join, newest first. */
    async open(tripId: number): Promise<TripShareLinkRow[]> {
      const rows = (await query().findMany({
        where: { trip_id: tripId, revoked_at: null },
        orderBy: { id: 'desc' },
      })) as TripShareLinkRow[];
      return rows.filter((row) => isOpen(row));
    },

    /** Revokes a link of the trip at once: nobody joins with it any more; those who joined stay. */
    async revoke(tripId: number, id: number) {
      const updated = await query().updateMany({
        where: { trip_id: tripId, id, revoked_at: null },
        data: { revoked_at: new Date() },
      });
      if (Number(updated.count) === 0) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
    },

    /** An open link of a live trip by its secret, else 404 (unknown, revoked, expired, trip gone). */
    async bySecret(secret: string): Promise<TripShareLinkRow> {
      if (!SECRET_SHAPE.test(secret)) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
      const link = (await query().findOne({
        where: { secret_hash: hashOf(secret) },
      })) as TripShareLinkRow | null;
      if (!link || !isOpen(link)) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
      const trip = await trips(strapi).trips.byId(link.trip_id);
      if (!trip || isTrashed(trip)) throw new NotFoundError(SHARE_LINK_NOT_FOUND);
      return link;
    },

    /** Joins the trip by the link's secret. */
    async join(principal: Principal, secret: string) {
      const link = await this.bySecret(secret);
      const outcome = await trips(strapi).members.join(principal, link.trip_id, link.role, link.id);
      return { ...outcome, tripId: link.trip_id };
    },
  };
};
