import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';
import { outbox, type OutboxEvent } from '../../../../plugins/queue/public';
import { isTrashed } from '../../../../plugins/soft-delete/public';
import { TRIP, TRIP_MEMBER, type TripMemberRow, type TripRow } from '../../content-types/rows';
import { invitationMail } from '../../presenters/invitation-mail';
import { MEMBER_EVENTS, type MemberEventPayload } from './events';
import { isLivePending } from './rules';
import { apiUrl, INVITATION, secretOf } from '../links/secrets';

/** The link of an invitation: `{APP_URL}/api/trip-invitations/{token}` (CONTRACT §14). */
export const invitationUrl = (strapi: Core.Strapi, row: Pick<TripMemberRow, 'nonce'>) =>
  apiUrl(strapi, `trip-invitations/${secretOf(strapi, INVITATION, row.nonce ?? '')}`);

/**
 * Mails an invitation once its transaction has committed, through the relay's mail lane: a crash
 * or a mail server down delays it, never loses it. An invitation answered or withdrawn meanwhile is
 * not mailed; one retried after a crash between the send and the mark is mailed again (at least once).
 */
export const sendInvitationMail = async (strapi: Core.Strapi, event: Pick<OutboxEvent, 'payload'>) => {
  const payload = event.payload as unknown as MemberEventPayload;
  // The event commits with its invitation: a row not there (or answered) was withdrawn or used meanwhile.
  const row = (await strapi.db
    .query(TRIP_MEMBER)
    .findOne({ where: { id: payload.member_id } })) as TripMemberRow | null;
  if (!row || !isLivePending(row) || !row.email || !row.nonce) return;
  const trip = (await strapi.db.query(TRIP).findOne({ where: { id: row.trip_id } })) as TripRow | null;
  if (!trip || isTrashed(trip)) return;
  const inviter = await accounts(strapi).people.one(row.invited_by ?? trip.user_id, ['name']);
  const mail = invitationMail({
    appName: strapi.config.get('plugin::contract.appName') as string,
    inviter: inviter?.name ?? 'Someone',
    tripTitle: trip.title,
    role: row.role,
    url: invitationUrl(strapi, row),
    expiresAt: new Date(row.expires_at!),
    hasAccount: row.user_id !== null,
  });
  await accounts(strapi).mailer.send(row.email, mail);
};

/** The trip module's own consumer of its invitations (app bootstrap). */
export const subscribeInvitationMail = (strapi: Core.Strapi) =>
  outbox(strapi).consume(MEMBER_EVENTS.invited, (event) => sendInvitationMail(strapi, event), {
    lane: 'mail',
  });
