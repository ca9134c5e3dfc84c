import type { Core } from '@strapi/strapi';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../plugins/contract/public';
import { outbox } from '../../../plugins/queue/public';
import { ASSIGNMENT, ASSIGNMENT_NOT_FOUND, type AssignmentRow } from '../content-types/rows';
import {
  allowedFrom,
  FORBIDDEN_MESSAGE,
  plays,
  sees,
  SYSTEM,
  TRANSITIONS,
  type Acting,
  type AssignmentAction,
  type Transition,
} from './machine';

const STATE_MESSAGE = (row: AssignmentRow, action: AssignmentAction) =>
  `This agency assignment is ${row.state}: it cannot be ${ACTION_WORD[action]} now.`;
const ACTION_WORD: Record<AssignmentAction, string> = {
  request: 'requested',
  route: 'approved by an admin',
  accept: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  build_trip: 'given a trip',
  report: 'reported',
  complete: 'completed',
};

export type Applied<T> = { row: AssignmentRow; transition: Transition; result: T | undefined };
export type ApplyOptions<T> = {
  /** Columns set with the change (the agency an admin routes to, say). */
  data?: Record<string, unknown>;
  /** Added to the event's payload. */
  payload?: Record<string, unknown>;
  /** Writes that need the state, in the transaction that holds it (a trip built, a flag filed). */
  work?: (row: AssignmentRow) => Promise<T>;
  /** The event's occurrence when one assignment has many (each trip built): key and payload from the work's result. */
  occurrence?: (result: T) => { key: string; payload: Record<string, unknown> };
};

/**
 * Every action on an assignment goes through `check` and `apply`, in the order of the issue: the
 * assignment must be visible to the caller (else 404), the caller must play the transition's
 * actor (else 403 `forbidden`), then the state must allow it (else 409 `invalid_state_transition`).
 * A change is one conditional update (`WHERE state IN from`) with its domain event in the same
 * transaction: of two concurrent actions, exactly one moves the row; the other finds it moved (409).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(ASSIGNMENT);
  const find = async (id: number) => (await rows().findOne({ where: { id } })) as AssignmentRow | null;
  const refuseState = (row: AssignmentRow, action: AssignmentAction) =>
    new ConflictError(STATE_MESSAGE(row, action), 'invalid_state_transition', { current_status: row.state });

  return {
    find,

    /** The assignment if `acting` may take `action` on it now; the refusals of the class comment. */
    async check(action: AssignmentAction, acting: Acting, id: number): Promise<AssignmentRow> {
      const row = await find(id);
      if (!row || (acting !== SYSTEM && !sees(acting, row))) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
      const transition: Transition = TRANSITIONS[action];
      if (!plays(transition, acting, row)) throw new ForbiddenError(FORBIDDEN_MESSAGE[transition.actor]);
      if (!allowedFrom(transition, row.state)) throw refuseState(row, action);
      return row;
    },

    /**
     * Checks, then moves the assignment (`to`), sets the stamps and `options.data`, runs
     * `options.work` and records the transition's event, all in one transaction; an action that
     * keeps the state holds the row in it for that transaction (its writes commit only if the
     * state still allows them).
     */
    async apply<T = void>(
      action: AssignmentAction,
      acting: Acting,
      id: number,
      options: ApplyOptions<T> = {},
    ): Promise<Applied<T>> {
      const transition: Transition = TRANSITIONS[action];
      const before = await this.check(action, acting, id);
      const now = new Date();
      const stamps = Object.fromEntries(transition.stamps.map((stamp) => [stamp, now]));
      const moved = await strapi.db.transaction(async () => {
        const { count } = await rows().updateMany({
          where: { id, state: { $in: transition.from } },
          // `updatedAt` always: an action that keeps the state still takes the row's lock.
          data: {
            ...(transition.to ? { state: transition.to } : {}),
            ...stamps,
            ...options.data,
            updatedAt: now,
          },
        });
        if (count === 0) return null;
        const result = options.work ? await options.work(before) : undefined;
        const occurrence = options.occurrence?.(result as T);
        if (transition.event)
          await outbox(strapi).emit(
            transition.event,
            {
              assignment_id: id,
              action,
              actor_id: acting === SYSTEM ? null : acting.id,
              at: now.toISOString(),
              ...options.payload,
              ...occurrence?.payload,
            },
            { key: occurrence?.key ?? `${transition.event}:${id}`, orderKey: `assignment:${id}` },
          );
        return { result };
      });
      const row = (await find(id))!;
      // Moved by a concurrent action between the check and the update: that one won.
      if (!moved) throw refuseState(row, action);
      return { row, transition, result: moved.result as T | undefined };
    },
  };
};
