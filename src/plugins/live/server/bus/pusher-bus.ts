import type { Core } from '@strapi/strapi';
import Pusher from 'pusher';
import type { Bus } from './bus';
import { inOrderBy } from './in-order';
import { isControl, type LiveEvent } from './live-event';
import type { PusherSettings } from '../config';

/**
 * `REALTIME_DRIVER=pusher`: every event goes through the Pusher HTTP API (the `pusher` package) to
 * a Pusher-protocol server — Pusher Channels, Soketi or Reverb — which holds the sockets, presence
 * and client events. Each instance publishes what it causes, so no bus is needed between
 * instances; the events of a channel are sent one after another, in commit order. A publish the
 * server refuses or does not answer in time is logged and not retried: at most once, as with the
 * embedded server, and the state stays readable over REST.
 */
export const createPusherBus = (
  strapi: Core.Strapi,
  settings: PusherSettings,
  sent: (event: LiveEvent) => void,
): Bus & { probe(): Promise<void> } => {
  const client = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    host: settings.host,
    port: settings.port === null ? undefined : String(settings.port),
    useTLS: settings.scheme === 'https',
    timeout: settings.timeoutMs,
  });
  const channels = inOrderBy();
  return {
    kind: 'pusher',
    publish(message) {
      // The Pusher server keeps its own sockets: what instances tell each other of theirs is moot.
      if (isControl(message)) return;
      const event = message;
      channels.run(event.channel, async () => {
        try {
          await client.trigger(
            event.channel,
            event.event,
            event.data,
            event.except ? { socket_id: event.except } : undefined,
          );
          sent(event);
        } catch (error) {
          // The server refused it or did not answer; anything else (a channel name the library
          // rejects) is a fault of ours, logged louder. Neither stops the events queued behind.
          if (error instanceof Pusher.RequestError)
            strapi.log.warn(
              `live: ${event.event} on ${event.channel} not published (${error.message}${error.status ? `: ${error.status}` : ''})`,
            );
          else strapi.log.error(`live: ${event.event} on ${event.channel} not published`, { error });
        }
      });
    },
    /** Whether the Pusher HTTP API answers, with this app's credentials. */
    async probe() {
      await client.get({ path: '/channels' });
    },
    async close() {
      await channels.idle();
    },
  };
};
