import type { Core } from '@strapi/strapi';
import {
  ASSIGNMENT,
  FLAG,
  type AssignmentRow,
  type AssignmentState,
  type FlagRow,
} from '../content-types/rows';

/** The states in which a customer and an agency work together: routed, accepted, completed. */
export const WORKING_STATES: readonly AssignmentState[] = ['admin_approved', 'agency_approved', 'completed'];

/** Who is joined to whom by an assignment, and which pairs a flag has put before the admins. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The customers, among `candidates`, of one of this agency's assignments in a working state:
   * whom it may open an `agency_inquiry` with and whose e-mail it already sees (CONTRACT §10).
   */
  async customersOf(agencyId: number, candidates: readonly number[]): Promise<ReadonlySet<number>> {
    if (candidates.length === 0) return new Set();
    const rows = (await strapi.db.query(ASSIGNMENT).findMany({
      where: {
        agency_user_id: agencyId,
        customer_id: { $in: [...new Set(candidates)] },
        state: { $in: WORKING_STATES },
      },
      select: ['customer_id'],
    })) as Array<Pick<AssignmentRow, 'customer_id'>>;
    return new Set(rows.map((row) => row.customer_id));
  },

  /**
   * The customer–agency pairs of every assignment that has a flag (of any status): the
   * conversations between such a pair are the ones admins may read (legacy-behaviour §3.9).
   */
  async flaggedPairs(): Promise<Array<{ customerId: number; agencyId: number }>> {
    const flags = (await strapi.db.query(FLAG).findMany({ select: ['agency_assignment_id'] })) as Array<
      Pick<FlagRow, 'agency_assignment_id'>
    >;
    const ids = [...new Set(flags.map((flag) => flag.agency_assignment_id))];
    if (ids.length === 0) return [];
    const rows = (await strapi.db.query(ASSIGNMENT).findMany({
      where: { id: { $in: ids }, agency_user_id: { $notNull: true } },
      select: ['customer_id', 'agency_user_id'],
    })) as Array<Pick<AssignmentRow, 'customer_id' | 'agency_user_id'>>;
    const pairs = new Map(
      rows.map((row) => [
        `${row.customer_id}:${row.agency_user_id}`,
        { customerId: row.customer_id, agencyId: row.agency_user_id! },
      ]),
    );
    return [...pairs.values()];
  },

  /** Whether a flag stands on an assignment between this customer and this agency. */
  async flagged(customerId: number, agencyId: number): Promise<boolean> {
    const assignments = (await strapi.db.query(ASSIGNMENT).findMany({
      where: { customer_id: customerId, agency_user_id: agencyId },
      select: ['id'],
    })) as Array<{ id: number }>;
    if (assignments.length === 0) return false;
    const count = await strapi.db
      .query(FLAG)
      .count({ where: { agency_assignment_id: { $in: assignments.map((row) => row.id) } } });
    return Number(count) > 0;
  },
});
