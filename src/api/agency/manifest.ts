import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { agency } from './accessor';
import { agencyGuarantees } from './guarantees';
import { agencySchemas } from './routes/docs/schemas';
import { USER } from '../../plugins/accounts/public';
import { TRIP } from '../trip/public';
import { ASSIGNMENT, FLAG } from './content-types/rows';

/** The agency marketplace: assignments, flags; a paid agency trip completes its assignment. */
export const agencyModule = defineModule({
  name: 'api/agency',
  panel,
  contentTypes: { 'api::agency.agency-assignment': {}, 'api::agency.flag': {} },
  links: () => {
    const assignment = { field: 'agency_assignment_id', label: 'Agency assignment', target: ASSIGNMENT };
    return {
      [ASSIGNMENT]: {
        links: [
          { field: 'customer_id', label: 'Customer', target: USER },
          { field: 'agency_user_id', label: 'Agency', target: USER },
          { field: 'admin_id', label: 'Assigned by', target: USER },
        ],
        lists: [{ label: 'Trips', from: TRIP, field: 'agency_assignment_id' }],
      },
      [FLAG]: {
        links: [
          { field: 'reporter_id', label: 'Reporter', target: USER },
          { field: 'flagged_user_id', label: 'Flagged user', target: USER },
          assignment,
        ],
      },
      // The trips an agency builds name their assignment.
      [TRIP]: { links: [assignment] },
    };
  },
  guarantees: agencyGuarantees,
  schemas: agencySchemas,
  bootstrap(strapi) {
    agency(strapi).completion.subscribe();
  },
});
