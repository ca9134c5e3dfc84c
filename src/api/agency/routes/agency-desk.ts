import { defineRoutes, listMeta, pageParams, ref, type GroupedRoute } from '../../../plugins/contract/public';
import { buildTripSchema, profileSchema } from '../validators';
import { ASSIGNMENT_PAGE, assignmentParam, CHECK_ORDER, statusFilter } from './docs/rules';

/**
 * The agency's desk: the roles agency, admin and super_admin (legacy `agy`, no e-mail
 * verification). An agency sees its own business only; admins and super_admins see every agency's.
 */
const group = {
  tag: 'Agency desk',
  access: { roles: ['agency', 'admin', 'super_admin'], verified: false },
  throttle: 'api',
  controller: 'api::agency.agency-desk',
};

const respond = (decision: 'approve' | 'decline'): GroupedRoute => ({
  method: 'POST',
  path: `/agency/assignments/:assignment/${decision}`,
  action: decision === 'approve' ? 'accept' : 'decline',
  doc: {
    summary: decision === 'approve' ? 'Accept an assignment' : 'Decline an assignment',
    description: `The agency it is routed to (or a super_admin), while it is \`admin_approved\`: → \`${decision === 'approve' ? 'agency_approved' : 'agency_declined'}\` with \`agency_responded_at\`; the customer is told. ${CHECK_ORDER}`,
    params: assignmentParam,
    ok: {
      description: `\`Agency assignment ${decision === 'approve' ? 'approved' : 'declined'} successfully\``,
      data: ref('AgencyAssignment'),
    },
    errors: ['401', '403', '404', '409'],
  },
});

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/agency/assignments',
    action: 'assignments',
    doc: {
      summary: "The agency's assignments, newest first",
      description:
        'Its own (every agency’s for admins), each with its customer and the trips built; paginated.',
      parameters: [...pageParams, statusFilter],
      ok: ASSIGNMENT_PAGE,
      errors: ['401', '403', '422'],
    },
  },
  respond('approve'),
  respond('decline'),
  {
    method: 'POST',
    path: '/agency/assignments/:assignment/trips',
    action: 'buildTrip',
    doc: {
      summary: 'Build a trip for the assignment’s customer',
      description: `The agency it is routed to (or a super_admin), while it is \`agency_approved\`; the status stays. The trip is the customer's: travel style \`custom\`, status \`pending\`, from \`start_date\` (default a week from today) to \`end_date\` (default a week later), \`no_of_travelers\` (alias \`capacity\`), budget = \`price\` or by the request's level (low 5000, medium 10000, high 20000, luxury 50000, else 10000), \`agency_assignment_id\` set, \`items\` the catalog records on day 1 (an unknown type is 422 on \`items.N.type\`, a missing record on \`items.N.id\`). The customer is told, and buys it as a \`trip_package\` at that price plus the platform commission; its customer cannot change the price (403). When it is paid the trip is \`booked\` and the assignment \`completed\`. ${CHECK_ORDER}`,
      params: assignmentParam,
      body: buildTripSchema,
      ok: { status: '201', description: '`Trip created successfully`', data: ref('TripDetail') },
      errors: ['401', '403', '404', '409', '422'],
    },
  },
  {
    method: 'GET',
    path: '/agency/trips',
    action: 'trips',
    doc: {
      summary: 'The trips the agency built, newest first',
      description: 'Live trips of its assignments (every agency’s for admins); paginated.',
      parameters: pageParams,
      ok: { description: 'One page', data: { type: 'array', items: ref('TripSummary') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/agency/earnings',
    action: 'earnings',
    doc: {
      summary: "The agency's earnings",
      description:
        'The legacy fields in their legacy meaning, and `received`: what customers actually paid (every agency’s for admins).',
      ok: { description: 'Earnings', data: ref('AgencyEarnings') },
      errors: ['401', '403'],
    },
  },
  {
    method: 'GET',
    path: '/agency/profile',
    action: 'profile',
    doc: {
      summary: "The caller's agency profile",
      ok: { description: 'The profile', data: ref('AgencyProfile') },
      errors: ['401', '403'],
    },
  },
  {
    method: 'PUT',
    path: '/agency/profile',
    action: 'updateProfile',
    doc: {
      summary: "Update the caller's agency profile",
      description:
        'Only the fields sent change; a phone another account holds is 422 `The phone has already been taken.`',
      body: profileSchema,
      ok: { description: '`Profile updated successfully`', data: ref('AgencyProfile') },
      errors: ['401', '403', '422'],
    },
  },
]);
