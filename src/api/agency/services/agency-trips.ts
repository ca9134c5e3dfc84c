import type { Core } from '@strapi/strapi';
import { type Principal } from '../../../plugins/contract/public';
import { trips, type BuiltItem, type TripRow } from '../../trip/public';
import type { AssignmentRow, BudgetLevel } from '../content-types/rows';
import { isStaff } from './machine';
import { agency } from '../accessor';
import type { Page } from './assignments';

/** The budget of a trip built without a price, by the request's level (legacy-behaviour §3.12). */
const BUDGET_BY_LEVEL: Record<BudgetLevel, number> = { low: 5000, medium: 10000, high: 20000, luxury: 50000 };
const DEFAULT_BUDGET = 10000;

export type BuildTripInput = {
  title: string;
  start_date?: string | null;
  end_date?: string | null;
  no_of_travelers?: number | null;
  capacity?: number | null;
  price?: number | null;
  items: BuiltItem[];
};

/** The trips agencies build for their customers, and the list of an agency's trips. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A trip for the assignment's customer, from the assigned agency while the assignment is
   * `agency_approved` (the state is held while the trip is written); the customer is told.
   */
  async build(principal: Principal, assignmentId: number, input: BuildTripInput): Promise<TripRow> {
    const assignment = await agency(strapi).transitions.check('build_trip', principal, assignmentId);
    const entries = await trips(strapi).built.resolve(input.items);
    const budget =
      input.price ?? (assignment.budget_level ? BUDGET_BY_LEVEL[assignment.budget_level] : DEFAULT_BUDGET);
    const { result } = await agency(strapi).transitions.apply('build_trip', principal, assignmentId, {
      work: (row: AssignmentRow) =>
        trips(strapi).built.insert(
          {
            customerId: row.customer_id,
            assignmentId: row.id,
            agencyUserId: row.agency_user_id,
            title: input.title,
            startDate: input.start_date ?? null,
            endDate: input.end_date ?? null,
            noOfTravelers: input.no_of_travelers ?? input.capacity ?? null,
            budget,
            items: input.items,
          },
          entries,
        ),
      occurrence: (trip) => ({
        key: `agency.assignment.trip_built:${trip.id}`,
        payload: { trip_id: trip.id },
      }),
    });
    return result!;
  },

  /** Live trips the agency built (every agency's, for staff), newest first. */
  ofAgency: (principal: Principal, request: Page) =>
    trips(strapi).built.pageOf(isStaff(principal) ? null : principal.id, request),
});
