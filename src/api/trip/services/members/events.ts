import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { outbox } from '../../../../plugins/queue/public';
import type { TripMemberRow } from '../../content-types/rows';

/**
 * What the trip's members are told of (CONTRACT §14), recorded in the transaction of the change:
 * the notifications turn them into notices, and an invitation's mail leaves through the relay.
 */
export const MEMBER_EVENTS = {
  invited: 'trips.member.invited',
  member_added: 'trips.member.added',
  member_updated: 'trips.member.updated',
  member_removed: 'trips.member.removed',
} as const;

export type MemberEventPayload = {
  trip_id: number;
  member_id: number;
  user_id: number | null;
  email: string | null;
  role: string;
  by: number;
  at: string;
};

export const memberEvent = (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  topic: string,
  row: TripMemberRow,
  by: number,
) => {
  const at = new Date().toISOString();
  const payload: MemberEventPayload = {
    trip_id: row.trip_id,
    member_id: row.id,
    user_id: row.user_id,
    email: row.email,
    role: row.role,
    by,
    at,
  };
  return outbox(strapi).emit(topic, payload, {
    trx,
    key: `${topic}:${row.id}:${at}`,
    orderKey: `trip-member:${row.id}`,
  });
};
