import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { agency } from './accessor';
import { agencyGuarantees, ASSIGNMENT_TOTALS } from './guarantees';
import { agencySchemas } from './routes/docs/schemas';
import { accountLink } from '../../plugins/accounts/public';
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
          accountLink('customer_id', 'Customer'),
          accountLink('agency_user_id', 'Agency'),
          accountLink('admin_id', 'Assigned by'),
        ],
        lists: [{ label: 'Trips', from: TRIP, field: 'agency_assignment_id' }],
      },
      [FLAG]: {
        links: [
          accountLink('reporter_id', 'Reporter'),
          accountLink('flagged_user_id', 'Flagged user'),
          assignment,
        ],
      },
      // The trips an agency builds name their assignment.
      [TRIP]: { links: [assignment] },
    };
  },
  guarantees: agencyGuarantees,
  runningTotals: [ASSIGNMENT_TOTALS],
  schemas: agencySchemas,
  async bootstrap(strapi) {
    agency(strapi).completion.subscribe();
    await agency(strapi).attribution.backfill();
  },
});
