/**
 * The notification module's typed service accessor. Its own files import it from here; other modules
 * reach it through the entry point (public.ts), which re-exports it.
 */
import { apiServices } from '../../plugins/platform/public';
import type delivery from './services/delivery';
import type notificationsService from './services/notifications';

export type NotificationServices = {
  readonly notifications: ReturnType<typeof notificationsService>;
  readonly delivery: ReturnType<typeof delivery>;
};
/** `notifications(strapi).delivery.publish(…)`: the notifications module's services, typed. */
export const notifications = apiServices<NotificationServices>('notification', {
  notifications: 'notifications',
  delivery: 'delivery',
});
