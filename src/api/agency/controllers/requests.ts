import type { Context } from 'koa';
import { QueryReader, readPageRequest, recordIdOrNotFound } from '../../../plugins/contract/public';
import {
  ASSIGNMENT_NOT_FOUND,
  ASSIGNMENT_STATES,
  FLAG_STATES,
  type AssignmentState,
  type FlagState,
} from '../content-types/rows';

/** `{assignment}` of the path: a record id, else 404. */
export const assignmentIdOf = (ctx: Context) =>
  recordIdOrNotFound(ctx.params.assignment, ASSIGNMENT_NOT_FOUND);

/** `page`, `per_page` and an optional `status` among `states` (else 422 on `status`). */
export const listRequest = <S extends string>(ctx: Context, states: readonly S[]) => {
  const reader = new QueryReader(ctx.query);
  const page = readPageRequest(reader);
  const status = reader.string('status') as S | undefined;
  if (status !== undefined && !states.includes(status))
    reader.fail('status', 'The selected status is invalid.');
  reader.assertValid();
  return { page, status };
};

export const assignmentList = (ctx: Context) => listRequest<AssignmentState>(ctx, ASSIGNMENT_STATES);
export const flagList = (ctx: Context) => listRequest<FlagState>(ctx, FLAG_STATES);
