import type { Principal } from '../../../plugins/contract/public';
import { ASSIGNMENT_STATES, type AssignmentRow, type AssignmentState } from '../content-types/rows';

/**
 * Who acts on an assignment: its customer, the agency it is routed to, staff (admin or
 * super_admin), any of those three (`party`), or the service itself (`system`: a paid trip
 * completes the assignment). `super_admin` passes every check but `system`'s.
 */
export type Actor = 'customer' | 'assigned_agency' | 'staff' | 'party' | 'system';

/** A stamp a transition sets to its moment. */
export type Stamp = 'admin_approved_at' | 'agency_responded_at' | 'completed_at' | 'cancelled_at';

export type Transition = {
  /** The states the action is allowed from; anything else is 409 `invalid_state_transition`. */
  from: readonly AssignmentState[];
  actor: Actor;
  /** The state after it; null: the action needs the state and leaves it (a trip built, a flag filed). */
  to: AssignmentState | null;
  stamps: readonly Stamp[];
  /** The domain event recorded with the change, in its transaction (notifications and the inquiry thread). */
  event: string | null;
};

/** The assignment's state machine (legacy-behaviour §4.1), the one place every route goes through. */
export const TRANSITIONS = {
  request: { from: [], actor: 'customer', to: 'requested', stamps: [], event: 'agency.assignment.requested' },
  route: {
    from: ['requested'],
    actor: 'staff',
    to: 'admin_approved',
    stamps: ['admin_approved_at'],
    event: 'agency.assignment.routed',
  },
  accept: {
    from: ['admin_approved'],
    actor: 'assigned_agency',
    to: 'agency_approved',
    stamps: ['agency_responded_at'],
    event: 'agency.assignment.accepted',
  },
  decline: {
    from: ['admin_approved'],
    actor: 'assigned_agency',
    to: 'agency_declined',
    stamps: ['agency_responded_at'],
    event: 'agency.assignment.declined',
  },
  cancel: {
    from: ['requested', 'admin_approved'],
    actor: 'customer',
    to: 'cancelled',
    stamps: ['cancelled_at'],
    event: 'agency.assignment.cancelled',
  },
  build_trip: {
    from: ['agency_approved'],
    actor: 'assigned_agency',
    to: null,
    stamps: [],
    event: 'agency.assignment.trip_built',
  },
  report: {
    from: ASSIGNMENT_STATES.filter((state) => state !== 'requested'),
    actor: 'party',
    to: null,
    stamps: [],
    event: null,
  },
  complete: {
    from: ['agency_approved'],
    actor: 'system',
    to: 'completed',
    stamps: ['completed_at'],
    event: 'agency.assignment.completed',
  },
} as const satisfies Record<string, Transition>;

export type AssignmentAction = keyof typeof TRANSITIONS;

/** The service itself, acting on its own (a paid order completes an assignment). */
export const SYSTEM = 'system' as const;
export type Acting = Principal | typeof SYSTEM;

export const isStaff = (principal: Principal) =>
  principal.roles.includes('admin') || principal.roles.includes('super_admin');
const isSuperAdmin = (principal: Principal) => principal.roles.includes('super_admin');

/**
 * Whether the caller may know the assignment exists: its customer, its agency, staff. Anyone else
 * is answered 404, as if it did not exist.
 */
export const sees = (principal: Principal, row: AssignmentRow) =>
  row.customer_id === principal.id || row.agency_user_id === principal.id || isStaff(principal);

/** Whether `acting` plays the transition's actor on this assignment (checked before the state). */
export const plays = (transition: Transition, acting: Acting, row: AssignmentRow): boolean => {
  if (acting === SYSTEM) return transition.actor === 'system';
  if (transition.actor === 'system') return false;
  if (isSuperAdmin(acting)) return true;
  switch (transition.actor) {
    case 'customer':
      return row.customer_id === acting.id;
    case 'assigned_agency':
      return row.agency_user_id !== null && row.agency_user_id === acting.id;
    case 'staff':
      return isStaff(acting);
    case 'party':
      return row.customer_id === acting.id || row.agency_user_id === acting.id || isStaff(acting);
  }
};

/** Whether the transition may start from this state. */
export const allowedFrom = (transition: Transition, state: AssignmentState) =>
  (transition.from as readonly AssignmentState[]).includes(state);

/** The message of a refused actor, by the actor the transition wants. */
export const FORBIDDEN_MESSAGE: Record<Actor, string> = {
  customer: 'Only the customer of this assignment may do this.',
  assigned_agency: 'Only the agency this assignment is routed to may do this.',
  staff: 'Only an admin may do this.',
  party: 'Only the customer, the agency or an admin of this assignment may do this.',
  system: 'This happens when a trip of the assignment is paid.',
};
