import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { conversations } from './accessor';
import { conversationGuarantees } from './guarantees';
import { conversationSchemas } from './routes/docs/schemas';

/** The conversations module: the concierge, agencies and support; inquiries routed to agencies. */
export const conversationModule = defineModule({
  name: 'api/conversation',
  panel,
  contentTypes: {
    'api::conversation.conversation': {},
    'api::conversation.message': {},
    'api::conversation.conversation-read': {},
  },
  guarantees: conversationGuarantees,
  schemas: conversationSchemas,
  bootstrap(strapi) {
    conversations(strapi).routedInquiries.subscribe();
  },
});
