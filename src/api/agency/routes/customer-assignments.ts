import { IDEMPOTENCY_KEY_PARAMETER, defineRoutes, pageParams, ref } from '../../../plugins/contract/public';
import { reportSchema, requestSchema } from '../validators';
import { ASSIGNMENT_PAGE, assignmentParam, CHECK_ORDER, statusFilter } from './docs/rules';

/** The customer's side of the marketplace: a token (the legacy "token only" group), the default throttle. */
const group = {
  tag: 'Agency marketplace',
  access: 'token',
  throttle: 'api',
  controller: 'api::agency.customer-assignments',
} as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/agency-requests',
    action: 'request',
    doc: {
      summary: 'Ask for a travel agency',
      description:
        'A `requested` assignment for the caller; the admins are told in the app and by e-mail, and route it to an agency. `idempotency_key` (or the `Idempotency-Key` header): a request repeated with the same key — concurrent ones too — answers the assignment the first one created (201, the same body), never a second one.',
      parameters: [IDEMPOTENCY_KEY_PARAMETER],
      body: requestSchema,
      ok: {
        status: '201',
        description: '`Assignment requested successfully`',
        data: ref('AgencyAssignment'),
      },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/agency-assignments',
    action: 'index',
    doc: {
      summary: "The caller's agency assignments, newest first",
      description: 'Paginated; each with its agency, the admin who routed it and the trips the agency built.',
      parameters: [...pageParams, statusFilter],
      ok: ASSIGNMENT_PAGE,
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/agency-assignments/:assignment/cancel',
    action: 'cancel',
    doc: {
      summary: 'Cancel an agency request',
      description: `The customer (or a super_admin), while the assignment is \`requested\` or \`admin_approved\`. The agency it was routed to (else the admins) is told. ${CHECK_ORDER}`,
      params: assignmentParam,
      ok: { description: '`Agency assignment cancelled successfully`', data: ref('AgencyAssignment') },
      errors: ['401', '403', '404', '409'],
    },
  },
  {
    method: 'POST',
    path: '/agency-assignments/:assignment/report',
    action: 'report',
    doc: {
      summary: 'Report the other party of an assignment',
      description: `Its customer, its agency or an admin, in any status but \`requested\` (409). The flagged user is the other party: the customer reports the agency, the agency the customer; an admin who is neither reports the agency. One pending flag per reporter and assignment (409 \`duplicate\`). The admins are told. ${CHECK_ORDER}`,
      params: assignmentParam,
      body: reportSchema,
      ok: { status: '201', description: '`Flag submitted successfully`', data: ref('Flag') },
      errors: ['401', '403', '404', '409', '422'],
    },
  },
]);
