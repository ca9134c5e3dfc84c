import type { Core } from '@strapi/strapi';
import { ValidationError, type Principal } from '../../../plugins/contract/public';
import { findPage, isUniqueViolation } from '../../../plugins/platform/public';
import { accounts } from '../../../plugins/accounts/public';
import { outbox } from '../../../plugins/queue/public';
import { LIVE } from '../../../plugins/soft-delete/public';
import { TRIP, type TripRow } from '../../trip/public';
import {
  ASSIGNMENT,
  type AssignmentRow,
  type AssignmentState,
  type BudgetLevel,
} from '../content-types/rows';
import { isStaff, TRANSITIONS } from './machine';
import { agency } from '../accessor';
import { countOf } from './desk-totals';

export type Page = { page: number; perPage: number };
export type ListFilters = { status?: AssignmentState };

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Requests, routing and the lists of each side: customers, agencies, admins. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(ASSIGNMENT);
  const machine = () => agency(strapi).transitions;

  const page = (where: Record<string, unknown>, filters: ListFilters, request: Page) =>
    findPage<AssignmentRow>(rows(), {
      where: filters.status ? { ...where, state: filters.status } : where,
      orderBy: NEWEST_FIRST,
      ...request,
    });

  return {
    /**
     * A customer asks for an agency: a `requested` assignment, and the admins are told. With an
     * idempotency key, a repeated request (concurrent ones included: the unique index decides)
     * answers the assignment the first one created.
     */
    async request(customer: Principal, budgetLevel: BudgetLevel | null, key: string | null) {
      const earlier = () =>
        rows().findOne({
          where: { customer_id: customer.id, idempotency_key: key },
        }) as Promise<AssignmentRow>;
      if (key && (await earlier())) return earlier();
      try {
        return await this.create(customer, budgetLevel, key);
      } catch (error) {
        if (key && isUniqueViolation(error)) return earlier();
        throw error;
      }
    },

    create(customer: Principal, budgetLevel: BudgetLevel | null, key: string | null): Promise<AssignmentRow> {
      return strapi.db.transaction(async () => {
        const row = (await rows().create({
          data: {
            customer_id: customer.id,
            // What names the request in the admin panel's list.
            title: `Request of user ${customer.id}${budgetLevel ? `, ${budgetLevel} budget` : ''}`,
            budget_level: budgetLevel,
            state: 'requested',
            idempotency_key: key,
          },
        })) as AssignmentRow;
        const event = TRANSITIONS.request.event;
        await outbox(strapi).emit(
          event,
          { assignment_id: row.id, action: 'request', actor_id: customer.id, at: new Date().toISOString() },
          // The steps of one assignment reach their consumers in the order they happened.
          { key: `${event}:${row.id}`, orderKey: `assignment:${row.id}` },
        );
        return row;
      }) as unknown as Promise<AssignmentRow>;
    },

    /** An admin routes a request to an agency: a live, active account with the role `agency`, else 422. */
    async route(admin: Principal, id: number, agencyUserId: number) {
      await machine().check('route', admin, id);
      if (!(await accounts(strapi).users.active(agencyUserId, 'agency')))
        throw ValidationError.field('agency_user_id', 'The selected agency user id is invalid.');
      return machine().apply('route', admin, id, {
        data: { agency_user_id: agencyUserId, admin_id: admin.id },
        payload: { agency_user_id: agencyUserId },
      });
    },

    mine: (customerId: number, filters: ListFilters, request: Page) =>
      page({ customer_id: customerId }, filters, request),

    /** An agency's own assignments, newest first; staff see every one. The total is the desk's count. */
    async ofAgency(principal: Principal, filters: ListFilters, request: Page) {
      const where = isStaff(principal) ? {} : { agency_user_id: principal.id };
      const [items, counts] = await Promise.all([
        rows().findMany({
          where: filters.status ? { ...where, state: filters.status } : where,
          orderBy: NEWEST_FIRST,
          limit: request.perPage,
          offset: (request.page - 1) * request.perPage,
        }) as Promise<AssignmentRow[]>,
        agency(strapi).deskTotals.byState(principal),
      ]);
      return { items, total: countOf(counts, filters.status ? [filters.status] : undefined) };
    },

    /** The admins' intake: requests waiting to be routed, oldest first (the queue they work through). */
    waiting: (request: Page) =>
      findPage<AssignmentRow>(rows(), {
        where: { state: 'requested' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        ...request,
      }),

    /** The live trips built for these assignments, by assignment. */
    async tripsOf(ids: number[]): Promise<Map<number, TripRow[]>> {
      const byAssignment = new Map<number, TripRow[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byAssignment;
      const trips = (await strapi.db.query(TRIP).findMany({
        where: { agency_assignment_id: { $in: ids }, ...LIVE },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      })) as TripRow[];
      for (const trip of trips) byAssignment.get(trip.agency_assignment_id!)?.push(trip);
      return byAssignment;
    },
  };
};
