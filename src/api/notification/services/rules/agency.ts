import { accounts } from '../../../../plugins/accounts/public';
import type { Core } from '@strapi/strapi';
import { ASSIGNMENT, FLAG, type AssignmentRow, type FlagRow } from '../../../agency/public';
import { TRIP, type TripRow } from '../../../trip/public';
import { defineRule, STAFF, type Notice } from './types';

type AssignmentEvent = { assignment_id: number; actor_id: number | null; at: string; trip_id?: number };
type FlagEvent = { flag_id: number; status?: string; reviewed_at?: string };

const assignmentOf = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(ASSIGNMENT).findOne({ where: { id } })) as AssignmentRow | null;
const nameOf = async (strapi: Core.Strapi, id: number | null) => {
  if (!id) return 'the agency';
  const user = await accounts(strapi).people.one(id, ['name', 'email']);
  return user?.name || user?.email || 'the agency';
};

/** One notice, told in the app and by e-mail (every marketplace step matters to its party). */
const notice = (
  userId: number | typeof STAFF,
  type: string,
  title: string,
  body: string,
  data: Record<string, unknown>,
): Notice => ({
  userId,
  type,
  title,
  body,
  data: { ...data, message: body },
  mail: true,
});
/** The staff's shared inbox: one entry for all admins. */
const toStaff = (make: (userId: typeof STAFF) => Notice) => [make(STAFF)];

/** A rule on an assignment event: null while the assignment is not visible (the relay retries). */
const assignmentRule = (
  event: string,
  notices: (strapi: Core.Strapi, row: AssignmentRow, payload: AssignmentEvent) => Promise<Notice[]>,
  key: (payload: AssignmentEvent) => string = (payload) => `${event}:${payload.assignment_id}`,
) =>
  defineRule<AssignmentEvent>({
    event,
    key,
    async notices(strapi, payload) {
      const row = await assignmentOf(strapi, payload.assignment_id);
      return row ? notices(strapi, row, payload) : null;
    },
  });

const ref = (row: AssignmentRow) => ({ agency_assignment_id: row.id });

export const agencyRequested = assignmentRule('agency.assignment.requested', async (_strapi, row) =>
  toStaff((userId) =>
    notice(
      userId,
      'agency_request',
      'New agency request',
      `A customer asks for a travel agency (request #${row.id}); route it to an agency.`,
      ref(row),
    ),
  ),
);

export const agencyRouted = assignmentRule('agency.assignment.routed', async (strapi, row) => {
  if (!row.agency_user_id) return [];
  const agencyName = await nameOf(strapi, row.agency_user_id);
  return [
    notice(
      row.agency_user_id,
      'agency_assignment_routed',
      'New assignment',
      `A customer's request #${row.id} is routed to you; accept or decline it.`,
      ref(row),
    ),
    notice(
      row.customer_id,
      'agency_assignment_routed',
      'Your agency request is matched',
      `Your request #${row.id} went to ${agencyName}; they will answer soon.`,
      ref(row),
    ),
  ];
});

const answered = (event: string, verb: string, title: string) =>
  assignmentRule(event, async (strapi, row) => [
    notice(
      row.customer_id,
      event.replace('agency.assignment.', 'agency_assignment_'),
      title,
      `${await nameOf(strapi, row.agency_user_id)} ${verb} your request #${row.id}.`,
      ref(row),
    ),
  ]);
export const agencyAccepted = answered('agency.assignment.accepted', 'accepted', 'Your agency accepted');
export const agencyDeclined = answered('agency.assignment.declined', 'declined', 'Your agency declined');

/** Cancelled by the customer: the agency it was routed to is told, else (still a request) the admins. */
export const agencyCancelled = assignmentRule('agency.assignment.cancelled', async (_strapi, row) => {
  const body = `The customer cancelled request #${row.id}.`;
  const make = (userId: number | typeof STAFF) =>
    notice(userId, 'agency_assignment_cancelled', 'Agency request cancelled', body, ref(row));
  return row.agency_user_id ? [make(row.agency_user_id)] : toStaff(make);
});

export const agencyTripBuilt = assignmentRule(
  'agency.assignment.trip_built',
  async (strapi, row, payload) => {
    const trip = (await strapi.db.query(TRIP).findOne({ where: { id: payload.trip_id } })) as TripRow | null;
    if (!trip) return [];
    const body = `${await nameOf(strapi, row.agency_user_id)} built the trip "${trip.title}" for you; book it to confirm.`;
    return [
      notice(row.customer_id, 'agency_trip_built', 'Your agency built a trip', body, {
        ...ref(row),
        trip_id: trip.id,
      }),
    ];
  },
  (payload) => `agency.assignment.trip_built:${payload.trip_id}`,
);

export const agencyCompleted = assignmentRule(
  'agency.assignment.completed',
  async (_strapi, row, payload) => {
    if (!row.agency_user_id) return [];
    const body = `The customer paid for the trip of request #${row.id}; the assignment is completed.`;
    return [
      notice(row.agency_user_id, 'agency_assignment_completed', 'Trip paid', body, {
        ...ref(row),
        trip_id: payload.trip_id ?? null,
      }),
    ];
  },
);

const flagOf = async (strapi: Core.Strapi, id: number) =>
  (await strapi.db.query(FLAG).findOne({ where: { id } })) as FlagRow | null;

export const flagFiled = defineRule<FlagEvent>({
  event: 'agency.flag.filed',
  key: (payload) => `agency.flag.filed:${payload.flag_id}`,
  async notices(strapi, payload) {
    const flag = await flagOf(strapi, payload.flag_id);
    if (!flag) return null;
    const body = `A party of assignment #${flag.agency_assignment_id} reported the other: "${flag.reason}".`;
    return toStaff((userId) =>
      notice(userId, 'flag_filed', 'New flag to review', body, {
        flag_id: flag.id,
        agency_assignment_id: flag.agency_assignment_id,
      }),
    );
  },
});

export const flagReviewed = defineRule<FlagEvent>({
  event: 'agency.flag.reviewed',
  key: (payload) => `agency.flag.reviewed:${payload.flag_id}:${payload.reviewed_at}`,
  async notices(strapi, payload) {
    const flag = await flagOf(strapi, payload.flag_id);
    if (!flag) return null;
    // Each review tells its own decision, even when a later one has changed the flag since.
    const status = payload.status ?? flag.state;
    const body = `Your report on assignment #${flag.agency_assignment_id} was ${status} by an admin.`;
    return [
      notice(flag.reporter_id, 'flag_reviewed', 'Your report was reviewed', body, {
        flag_id: flag.id,
        status,
      }),
    ];
  },
});
