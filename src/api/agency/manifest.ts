import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { agency } from './accessor';
import { agencyGuarantees } from './guarantees';
import { agencySchemas } from './routes/docs/schemas';

/** The agency marketplace: assignments, flags; a paid agency trip completes its assignment. */
export const agencyModule = defineModule({
  name: 'api/agency',
  panel,
  contentTypes: { 'api::agency.agency-assignment': {}, 'api::agency.flag': {} },
  guarantees: agencyGuarantees,
  schemas: agencySchemas,
  bootstrap(strapi) {
    agency(strapi).completion.subscribe();
  },
});
