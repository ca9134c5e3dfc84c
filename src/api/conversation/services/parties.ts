import type { Core } from '@strapi/strapi';
import {
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type Principal,
} from '../../../plugins/contract/public';
import { accounts } from '../../../plugins/accounts/public';
import { isTrashed } from '../../../plugins/soft-delete/public';
import { trips, TRIP_NOT_FOUND } from '../../trip/public';
import { customersOfAgencyAssignments } from './participants/agency-customers';
import type { ConversationRow } from '../content-types/rows';
import type { CreateConversation } from '../validators';

export type Parties = { userId: number; agencyId: number | null; tripId: number | null };

/** Who may read every account's e-mail anyway (the admin users routes). */
const readsEveryAccount = (principal: Principal) =>
  principal.roles.includes('super_admin') || principal.permissions.has('manage users');

const opensForCustomers = (principal: Principal) =>
  principal.roles.includes('agency') || principal.roles.includes('super_admin');

/**
 * Who a new conversation is between (CONTRACT §10), checked before anything is written: the caller
 * and, for an inquiry, an active agency account (`agency_id`); or, when an agency opens one, a
 * customer of one of its own assignments (`customer_id`). A linked trip is the traveller's own.
 * A party or trip the caller may not use is 404, whether it exists or not; nothing is created.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const activeAccount = (id: number, role?: string) => accounts(strapi).users.active(id, role);

  /** The customer an agency names: one of its assignments' customers, else 404 (existing or not). */
  const customerOf = async (principal: Principal, input: CreateConversation, customerId: number) => {
    if (!opensForCustomers(principal))
      throw new ForbiddenError('Only an agency opens a conversation for a customer.');
    if (input.type !== 'agency_inquiry')
      throw ValidationError.field('type', 'An agency opens agency inquiries for its customers.');
    const assigned = await customersOfAgencyAssignments(strapi, principal.id, [customerId]);
    if (!assigned.has(customerId) || !(await activeAccount(customerId)))
      throw new NotFoundError('Customer not found');
    return customerId;
  };

  /** The agency a traveller names for an inquiry: an active agency account other than the caller, else 404. */
  const agencyFor = async (principal: Principal, input: CreateConversation) => {
    if (input.type !== 'agency_inquiry') {
      if (input.agency_id)
        throw ValidationError.field('agency_id', 'An agency takes part in agency inquiries only.');
      return null;
    }
    if (!input.agency_id)
      throw ValidationError.field(
        'agency_id',
        'The agency id field is required when type is agency_inquiry.',
      );
    if (input.agency_id === principal.id)
      throw ValidationError.field('agency_id', 'An inquiry is opened with another account.');
    if (!(await activeAccount(input.agency_id, 'agency'))) throw new NotFoundError('Agency not found');
    return input.agency_id;
  };

  /** The traveller's own live trip, else 404 — someone else's trip, public or not, is never linked. */
  const tripOf = async (travellerId: number, tripId: number) => {
    const trip = await trips(strapi).trips.byId(tripId);
    if (!trip || isTrashed(trip) || trip.user_id !== travellerId) throw new NotFoundError(TRIP_NOT_FOUND);
    return trip.id;
  };

  return {
    async of(principal: Principal, input: CreateConversation): Promise<Parties> {
      const [userId, agencyId] = input.customer_id
        ? [await customerOf(principal, input, input.customer_id), principal.id]
        : [principal.id, await agencyFor(principal, input)];
      const tripId = input.trip_id ? await tripOf(userId, input.trip_id) : null;
      return { userId, agencyId, tripId };
    },

    /**
     * Whether the viewer already sees an account's e-mail elsewhere, for the parties of these
     * conversations: their own; any account for those who administer users; an agency's customers
     * (and a customer's agency) when an assignment joins them. Anyone else's stays hidden.
     */
    async emailShownTo(viewer: Principal, rows: ConversationRow[]): Promise<(accountId: number) => boolean> {
      if (readsEveryAccount(viewer)) return () => true;
      const shown = new Set([viewer.id]);
      const asAgency = rows.filter((row) => row.agency_id === viewer.id).map((row) => row.user_id);
      if (asAgency.length)
        for (const id of await customersOfAgencyAssignments(strapi, viewer.id, asAgency)) shown.add(id);
      const agencies = new Set(
        rows.filter((row) => row.user_id === viewer.id && row.agency_id).map((row) => row.agency_id!),
      );
      for (const agencyId of agencies)
        if ((await customersOfAgencyAssignments(strapi, agencyId, [viewer.id])).has(viewer.id))
          shown.add(agencyId);
      return (accountId) => shown.has(accountId);
    },
  };
};
