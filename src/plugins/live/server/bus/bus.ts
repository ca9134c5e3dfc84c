import type { Core } from '@strapi/strapi';
import type Redis from 'ioredis';
import { isRedisFailure, platform } from '../../../platform/public';
import { messageFrom, type BusMessage } from './live-event';

/** ioredis's message when a command outlasts its time limit. */
const COMMAND_TIMED_OUT = 'Command timed out';

export type Bus = {
  publish(message: BusMessage): void;
  close(): Promise<void>;
  /**
   * `redis` when events cross instances, `local` when they stay in this process, `pusher` when a
   * Pusher-protocol server takes them.
   */
  readonly kind: 'redis' | 'local' | 'pusher';
};

/**
 * Carries events to the sockets of every instance. With Redis, each event is published once on the
 * deployment's live channel and every instance, this one included, delivers it to its own sockets:
 * at most once per socket, and in publish order (one connection publishes, Redis keeps the order).
 * When Redis does not answer, the event still reaches this instance's sockets. Without Redis the
 * events stay in this process.
 */
export const createBus = (strapi: Core.Strapi, deliver: (message: BusMessage) => void): Bus => {
  const redis = platform(strapi).redis;
  const publisher = redis.client();
  if (!publisher) return { kind: 'local', publish: deliver, close: async () => undefined };

  const topic = `${strapi.config.get('plugin::platform.redisPrefix')}:live`;
  // Subscribing holds the connection: a second one, whose commands wait for it to connect (never
  // given up), subscribed anew each time it is ready.
  const subscriber: Redis = publisher.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  let listening = false;
  subscriber.on('error', (error) => strapi.log.debug(`live: redis subscriber: ${error.message}`));
  subscriber.on('close', () => {
    listening = false;
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(topic).then(
      () => {
        listening = true;
      },
      (error: unknown) => {
        if (!isRedisFailure(error)) throw error;
        strapi.log.warn(`live: not subscribed to ${topic} (${(error as Error).message}); retried when ready`);
      },
    );
  });
  subscriber.on('message', (_, text: string) => {
    const message = messageFrom(text);
    if (message) deliver(message);
  });

  return {
    kind: 'redis',
    publish(message) {
      // Not listening (Redis was away): this instance's sockets are served here, the others by Redis.
      const local = !listening;
      if (local) deliver(message);
      publisher.publish(topic, JSON.stringify(message)).catch((error: unknown) => {
        if (!isRedisFailure(error)) throw error;
        // A command that timed out may still have reached Redis: at most once wins over at least once.
        if (local || (error as Error).message === COMMAND_TIMED_OUT) return;
        strapi.log.warn(
          `live: Redis did not take an event (${(error as Error).message}); this instance's sockets get it`,
        );
        deliver(message);
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
};
