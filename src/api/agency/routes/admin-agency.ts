import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  ref,
  type GroupedRoute,
} from '../../../plugins/contract/public';
import { FLAG_STATES } from '../content-types/rows';
import { routeSchema } from '../validators';
import { ASSIGNMENT_PAGE, assignmentParam, CHECK_ORDER } from './docs/rules';

const STAFF = ['admin', 'super_admin'];

/**
 * The admins' intake and moderation: the roles admin and super_admin (legacy `adm`); agency
 * requests without e-mail verification (legacy `T+adm`), flags with it (legacy `TV+adm`).
 */
const group = {
  tag: 'Admin: agency marketplace',
  access: { roles: STAFF, verified: false },
  throttle: 'api',
  controller: 'api::agency.admin-agency',
};
const flagsAccess = { roles: STAFF };

const review = (decision: 'approve' | 'decline'): GroupedRoute => ({
  method: 'POST',
  path: `/admin/flags/:id/${decision}`,
  action: `${decision}Flag`,
  access: flagsAccess,
  doc: {
    summary: `${decision === 'approve' ? 'Approve' : 'Decline'} a flag`,
    description:
      'From any status (a flag may be reviewed again): records the reviewer and the time, and tells the reporter in the app and by e-mail. An unknown flag is 404.',
    params: { id: 'Flag id' },
    ok: { description: `\`Flag ${decision === 'approve' ? 'approved' : 'declined'}\``, data: ref('Flag') },
    errors: ['401', '403', '404'],
  },
});

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/admin/agency-requests',
    action: 'requests',
    doc: {
      summary: 'Agency requests waiting to be routed, oldest first',
      description:
        'Assignments in status `requested`, each with its customer; paginated (the legacy `pagination` key too).',
      parameters: pageParams,
      ok: ASSIGNMENT_PAGE,
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/admin/agency-requests/:assignment/approve',
    action: 'route',
    doc: {
      summary: 'Route a request to an agency',
      description: `\`requested\` → \`admin_approved\`, with \`agency_user_id\` (a live, active, unblocked account with the role agency, else 422 on \`agency_user_id\`), the admin and the time. The agency and the customer are told, and an \`agency_inquiry\` conversation between them is opened. ${CHECK_ORDER}`,
      params: assignmentParam,
      body: routeSchema,
      ok: { description: '`Agency assignment approved successfully`', data: ref('AgencyAssignmentWith') },
      errors: ['401', '403', '404', '409', '422'],
    },
  },
  {
    method: 'GET',
    path: '/admin/flags',
    action: 'flags',
    access: flagsAccess,
    doc: {
      summary: 'Flags, newest first',
      parameters: [
        ...pageParams,
        queryParam('status', 'Only flags in this status', { enum: [...FLAG_STATES] }),
      ],
      ok: { description: 'One page', data: { type: 'array', items: ref('FlagForReview') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  review('approve'),
  review('decline'),
]);
