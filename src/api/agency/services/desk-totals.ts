import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readTotals } from '../../../plugins/platform/public';
import type { Principal } from '../../../plugins/contract/public';
import type { AssignmentState } from '../content-types/rows';
import { ASSIGNMENT_TOTALS } from '../guarantees';
import { isStaff } from './machine';

/** How many assignments are in each state. */
export type StateCounts = Map<AssignmentState, number>;

/**
 * An agency's assignments counted by state from the running totals the database keeps (every
 * agency's, the unrouted included, for staff): the desk's counts and its pages' totals cost the
 * same at 80 assignments as at 80,000.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async byState(principal: Principal): Promise<StateCounts> {
    const rows = await readTotals(
      strapi.db.connection as unknown as Knex,
      ASSIGNMENT_TOTALS,
      isStaff(principal) ? {} : { agency_user_id: principal.id },
    );
    const counts: StateCounts = new Map();
    for (const row of rows) {
      const state = row.state as AssignmentState;
      counts.set(state, (counts.get(state) ?? 0) + row.n);
    }
    return counts;
  },
});

/** The assignments in `states` (all of them without). */
export const countOf = (counts: StateCounts, states?: readonly AssignmentState[]) =>
  [...counts].reduce((sum, [state, n]) => (!states || states.includes(state) ? sum + n : sum), 0);
