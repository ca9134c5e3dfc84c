import type { Core } from '@strapi/strapi';
import type { AssignmentRow, FlagRow } from '../content-types/rows';
import { presentAssignmentWith } from '../presenters/assignments';
import { presentFlagForReview } from '../presenters/flags';
import { agency } from '../accessor';

/** Assignments and flags with the people and trips they name, each page in a fixed number of queries. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async assignments(rows: AssignmentRow[]) {
    const [people, trips] = await Promise.all([
      agency(strapi).people.byIds(rows.flatMap((row) => [row.customer_id, row.agency_user_id, row.admin_id])),
      agency(strapi).assignments.tripsOf(rows.map((row) => row.id)),
    ]);
    return rows.map((row) => presentAssignmentWith(row, { people, trips }));
  },

  async flags(rows: FlagRow[]) {
    const people = await agency(strapi).people.byIds(
      rows.flatMap((row) => [row.reporter_id, row.flagged_user_id, row.reviewed_by]),
    );
    return rows.map((row) => presentFlagForReview(row, people));
  },
});
