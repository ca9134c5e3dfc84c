import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { conversations } from './accessor';
import { conversationGuarantees } from './guarantees';
import { conversationSchemas } from './routes/docs/schemas';
import { accountLink } from '../../plugins/accounts/public';
import { ASSIGNMENT } from '../agency/public';
import { TRIP } from '../trip/public';
import { CONVERSATION } from './content-types/rows';
import { registerConversationChannel } from './services/live/conversation-channel';

/** The conversations module: the concierge, agencies and support; inquiries routed to agencies. */
export const conversationModule = defineModule({
  name: 'api/conversation',
  panel,
  contentTypes: {
    'api::conversation.conversation': {},
    'api::conversation.message': {},
    'api::conversation.conversation-read': {},
  },
  links: () => ({
    [CONVERSATION]: {
      links: [
        accountLink(),
        accountLink('agency_id', 'Agency'),
        { field: 'trip_id', label: 'Trip', target: TRIP },
        { field: 'agency_assignment_id', label: 'Agency assignment', target: ASSIGNMENT },
      ],
    },
  }),
  guarantees: conversationGuarantees,
  schemas: conversationSchemas,
  register() {
    registerConversationChannel();
  },
  bootstrap(strapi) {
    conversations(strapi).routedInquiries.subscribe();
  },
});
