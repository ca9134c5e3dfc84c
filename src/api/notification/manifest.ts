import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { notifications } from './accessor';
import { notificationGuarantees } from './guarantees';
import { notificationSchemas } from './routes/docs/schemas';
import { accountLink } from '../../plugins/accounts/public';
import { NOTIFICATION } from './content-types/rows';

/** The notifications module: domain events, recorded in the outbox, become notices (CONTRACT §6). */
export const notificationModule = defineModule({
  name: 'api/notification',
  panel,
  contentTypes: { 'api::notification.notification': {}, 'api::notification.notification-read': {} },
  guarantees: notificationGuarantees,
  links: () => ({ [NOTIFICATION]: { links: [accountLink()] } }),
  schemas: notificationSchemas,
  bootstrap(strapi) {
    notifications(strapi).delivery.subscribe();
  },
});
