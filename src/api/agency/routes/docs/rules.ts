import { listMeta, queryParam, ref } from '../../../../plugins/contract/public';
import { ASSIGNMENT_STATES } from '../../content-types/rows';

/** The order of refusals every assignment action follows (the state machine's `check`). */
export const CHECK_ORDER =
  'Refusals in this order: an assignment the caller may not see (anyone but its customer, its agency and admins) is 404 `not_found`; a caller who may see it but does not play the action’s part is 403 `forbidden`; the right caller in a state that does not allow the action is 409 `invalid_state_transition` (`error.current_status` names the state). Of two concurrent actions on one assignment exactly one wins; the other is 409.';

export const assignmentParam = { assignment: 'Agency assignment id' };

export const statusFilter = queryParam('status', 'Only assignments in this status', {
  enum: [...ASSIGNMENT_STATES],
});

/** One page of assignments with their parties and trips, as every assignment list answers. */
export const ASSIGNMENT_PAGE = {
  description: 'One page',
  data: { type: 'array', items: ref('AgencyAssignmentWith') },
  meta: listMeta,
};
