import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';
import { TRIP, trips, type TripRow } from '../../../trip/public';
import { defineRule } from './types';

type BookedEvent = { tripId: number; userId: number; orderId: number; code: string };
type ForkedEvent = { tripId: number; forkId: number; ownerId: number; userId: number };

const tripOf = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(TRIP).findOne({ where: { id } })) as TripRow | null;

export const tripBooked = defineRule<BookedEvent>({
  event: 'trips.trip.booked',
  key: (event) => `trip_booked:${event.tripId}:${event.code}`,
  async notices(strapi, event) {
    const trip = await tripOf(strapi, event.tripId);
    // Emitted inside the payment's transaction: visible once it has committed.
    if (!trip || trip.state !== 'booked' || trip.confirmation_code !== event.code) return null;
    const message = `Your trip "${trip.title}" is booked. Confirmation code: ${event.code}.`;
    return [
      {
        userId: trip.user_id,
        type: 'trip_booked',
        title: 'Trip booked',
        body: message,
        data: {
          type: 'trip_booked',
          trip_id: trip.id,
          title: trip.title,
          confirmation_code: event.code,
          order_id: event.orderId,
          message,
        },
        mail: true,
      },
    ];
  },
});

export const tripForked = defineRule<ForkedEvent>({
  event: 'trips.trip.forked',
  key: (event) => `trip_forked:${event.forkId}`,
  async notices(strapi, event) {
    const [source, fork] = await Promise.all([tripOf(strapi, event.tripId), tripOf(strapi, event.forkId)]);
    if (!source || !fork) return null;
    // Copying one's own trip tells nobody anything new.
    if (event.ownerId === event.userId) return [];
    const message = `Someone made a copy of your trip "${source.title}".`;
    return [
      {
        userId: event.ownerId,
        type: 'trip_forked',
        title: 'Your trip was copied',
        body: message,
        data: { type: 'trip_forked', trip_id: source.id, fork_id: fork.id, title: source.title, message },
        mail: true,
      },
    ];
  },
});

/** A change of a trip's members (the trip module's `trips.member.*` events). */
type MemberEvent = {
  trip_id: number;
  member_id: number;
  user_id: number | null;
  role: string;
  by: number;
  at: string;
};

const memberKey = (kind: string) => (event: MemberEvent) => `${kind}:${event.member_id}:${event.at}`;
const ROLE_WORDS: Record<string, string> = { editor: 'an editor', viewer: 'a viewer' };

/** An existing account invited to a trip: told in the app (the invitation's own mail carries the link). */
export const memberInvited = defineRule<MemberEvent>({
  event: 'trips.member.invited',
  key: memberKey('trip_invitation'),
  async notices(strapi, event) {
    const trip = await tripOf(strapi, event.trip_id);
    if (!trip || !event.user_id) return [];
    // Answered or withdrawn before it was told: nothing to tell.
    const url = await trips(strapi).memberships.invitationUrl(event.member_id);
    if (!url) return [];
    const inviter = await accounts(strapi).people.one(event.by, ['name']);
    const message = `${inviter?.name ?? 'Someone'} invited you to the trip "${trip.title}" as ${ROLE_WORDS[event.role] ?? event.role}. Open the invitation to accept it.`;
    return [
      {
        userId: event.user_id,
        type: 'trip_invitation',
        title: 'You are invited to a trip',
        body: message,
        data: {
          type: 'trip_invitation',
          trip_id: trip.id,
          member_id: event.member_id,
          role: event.role,
          url,
          message,
        },
        mail: false,
      },
    ];
  },
});

/** Someone joined (accepted or used a share link): the owner is told in the app. */
export const memberAdded = defineRule<MemberEvent>({
  event: 'trips.member.added',
  key: memberKey('trip_member_added'),
  async notices(strapi, event) {
    const trip = await tripOf(strapi, event.trip_id);
    if (!trip || !event.user_id || trip.user_id === event.user_id) return [];
    const person = await accounts(strapi).people.one(event.user_id, ['name']);
    const message = `${person?.name ?? 'Someone'} joined your trip "${trip.title}" as ${ROLE_WORDS[event.role] ?? event.role}.`;
    return [
      {
        userId: trip.user_id,
        type: 'trip_member_added',
        title: 'Someone joined your trip',
        body: message,
        data: {
          type: 'trip_member_added',
          trip_id: trip.id,
          user_id: event.user_id,
          role: event.role,
          message,
        },
        mail: false,
      },
    ];
  },
});

/** A member given another role: told in the app and by mail. */
export const memberUpdated = defineRule<MemberEvent>({
  event: 'trips.member.updated',
  key: memberKey('trip_member_updated'),
  async notices(strapi, event) {
    const trip = await tripOf(strapi, event.trip_id);
    if (!trip || !event.user_id) return [];
    const message = `You are now ${ROLE_WORDS[event.role] ?? event.role} of the trip "${trip.title}".`;
    return [
      {
        userId: event.user_id,
        type: 'trip_member_updated',
        title: 'Your role on a trip changed',
        body: message,
        data: { type: 'trip_member_updated', trip_id: trip.id, role: event.role, message },
        mail: true,
      },
    ];
  },
});

/** A member removed by the owner is told (app and mail); one who left tells the owner (app). */
export const memberRemoved = defineRule<MemberEvent>({
  event: 'trips.member.removed',
  key: memberKey('trip_member_removed'),
  async notices(strapi, event) {
    // Emitted with the removal: visible once the member's row is gone.
    if (await trips(strapi).memberships.byId(event.member_id)) return null;
    const trip = await tripOf(strapi, event.trip_id);
    if (!trip || !event.user_id) return [];
    if (event.by === event.user_id) {
      const person = await accounts(strapi).people.one(event.user_id, ['name']);
      const message = `${person?.name ?? 'Someone'} left your trip "${trip.title}".`;
      return [
        {
          userId: trip.user_id,
          type: 'trip_member_left',
          title: 'Someone left your trip',
          body: message,
          data: { type: 'trip_member_left', trip_id: trip.id, user_id: event.user_id, message },
          mail: false,
        },
      ];
    }
    const message = `You are no longer a member of the trip "${trip.title}".`;
    return [
      {
        userId: event.user_id,
        type: 'trip_member_removed',
        title: 'You were removed from a trip',
        body: message,
        data: { type: 'trip_member_removed', trip_id: trip.id, message },
        mail: true,
      },
    ];
  },
});
