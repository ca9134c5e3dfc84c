import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type Principal } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { scopeTrash } from '../../../plugins/soft-delete/public';
import { TRIP, trips, type BuiltItem, type TripRow } from '../../trip/public';
import { ASSIGNMENT, type AssignmentRow, type BudgetLevel } from '../content-types/rows';
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

  /**
   * Live trips built for the agency's assignments (every agency's, for staff), newest first: the
   * page's ids and the total in SQL over the join (never the agency's whole book of ids in memory),
   * then the page's rows.
   */
  async ofAgency(principal: Principal, request: Page) {
    const knex = strapi.db.connection as unknown as Knex;
    const trips = () => {
      const query = scopeTrash(
        knex(`${tableOf(strapi, TRIP)} as t`).join(
          `${tableOf(strapi, ASSIGNMENT)} as a`,
          'a.id',
          't.agency_assignment_id',
        ),
        'live',
        't',
      );
      return isStaff(principal) ? query : query.where('a.agency_user_id', principal.id);
    };
    const [counted, page] = await Promise.all([
      trips().count({ total: 't.id' }).first() as Promise<{ total: unknown } | undefined>,
      trips()
        .select('t.id')
        .orderBy([
          { column: 't.created_at', order: 'desc' },
          { column: 't.id', order: 'desc' },
        ])
        .limit(request.perPage)
        .offset((request.page - 1) * request.perPage) as Promise<Array<{ id: number }>>,
    ]);
    const ids = page.map((row) => Number(row.id));
    const rows = ids.length
      ? ((await strapi.db.query(TRIP).findMany({ where: { id: { $in: ids } } })) as TripRow[])
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: ids.map((id) => byId.get(id)).filter((row): row is TripRow => row !== undefined),
      total: Number(counted?.total ?? 0),
    };
  },
});
