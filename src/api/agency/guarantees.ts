import type { Guarantee, RunningTotal } from '../../plugins/platform/public';
import { TRIP } from '../trip/public';
import { ASSIGNMENT, FLAG } from './content-types/rows';
import { TRASH_COLUMN } from '../../plugins/soft-delete/public';

/** What the database holds for the marketplace (applied at boot by the platform plugin). */
export const agencyGuarantees: Guarantee[] = [
  {
    uid: ASSIGNMENT,
    name: 'agency_state_idx',
    columns: ['agency_user_id', 'state'],
    why: "An agency's assignments in one state (a page filtered by status), its customers",
  },
  {
    uid: ASSIGNMENT,
    name: 'agency_created_idx',
    columns: ['agency_user_id', 'created_at'],
    why: "An agency's assignments, newest first (a page without sorting the whole book)",
  },
  {
    uid: ASSIGNMENT,
    name: 'customer_created_idx',
    columns: ['customer_id', 'created_at'],
    why: "A customer's assignments, newest first",
  },
  {
    uid: ASSIGNMENT,
    name: 'customer_idempotency',
    unique: true,
    columns: ['customer_id', 'idempotency_key'],
    where: 'idempotency_key IS NOT NULL',
    why: 'A request repeated with its idempotency key answers the first assignment, never a second one',
  },
  { uid: ASSIGNMENT, name: 'state_idx', columns: ['state', 'created_at'], why: 'The admins’ intake' },
  {
    uid: FLAG,
    name: 'pending_reporter_unique',
    unique: true,
    columns: ['reporter_id', 'agency_assignment_id'],
    where: "state = 'pending'",
    why: 'One pending flag per reporter and assignment (409 `duplicate`), however many reports race',
  },
  { uid: FLAG, name: 'state_idx', columns: ['state', 'created_at'], why: 'The admins’ flag list by status' },
  { uid: FLAG, name: 'assignment_idx', columns: ['agency_assignment_id'], why: 'Flagged pairs' },
  {
    uid: TRIP,
    name: 'agency_assignment_idx',
    columns: ['agency_assignment_id', TRASH_COLUMN, 'budget'],
    where: 'agency_assignment_id IS NOT NULL',
    why: 'The trips built for an assignment (an assignment page shows them)',
  },
];

/** An agency's assignments by state: its desk's counts and a page's total, never its book counted. */
export const ASSIGNMENT_TOTALS: RunningTotal = {
  name: 'agency_assignment_totals',
  uid: ASSIGNMENT,
  groupBy: [{ column: 'agency_user_id' }, { column: 'state', text: true }],
  why: "An agency's assignments by state (unrouted ones under agency 0): earnings and a page's total",
};
