import type { Core } from '@strapi/strapi';
import { live } from '../../../plugins/live/public';
import { platform } from '../../../plugins/platform/public';

export type RealtimeStatus = Awaited<ReturnType<typeof checkRealtime>>;

/**
 * Live events (CONTRACT §13): the driver, and what carries events between instances. The embedded
 * server runs in this process, so it is up while the process answers, with its open sockets and
 * subscriptions; with `REALTIME_DRIVER=pusher` the Pusher HTTP API is asked, with this app's credentials.
 */
export const checkRealtime = async (strapi: Core.Strapi) => {
  const service = live(strapi).live;
  const { driver, bus, sockets, subscriptions } = service.status();
  if (driver !== 'pusher') return { status: 'up' as const, driver, bus, sockets, subscriptions };
  const status = await platform(strapi).health.probe('the Pusher API', () => service.probe());
  return { ...status, driver, bus };
};
