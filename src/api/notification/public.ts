/**
 * The notifications module's public entry point: the in-app store, delivery of domain events
 * through the queue (in-app always, e-mail for the events that matter), its schemas and guarantees.
 */
import { apiServices } from '../../plugins/contract/public';
import type delivery from './services/delivery';
import type notificationsService from './services/notifications';

export { notificationGuarantees } from './guarantees';
export { notificationSchemas } from './routes/docs/schemas';
export { NOTIFICATION, type NotificationRow } from './content-types/rows';
export { RULES as notificationRules } from './services/rules';

export type NotificationServices = {
  readonly notifications: ReturnType<typeof notificationsService>;
  readonly delivery: ReturnType<typeof delivery>;
};
/** `notifications(strapi).delivery.publish(…)`: the notifications module's services, typed. */
export const notifications = apiServices<NotificationServices>('notification', {
  notifications: 'notifications',
  delivery: 'delivery',
});
