import type { Core } from '@strapi/strapi';
import type Redis from 'ioredis';
import { isRedisFailure, platform } from '../../../platform/public';
import { eventFrom, type LiveEvent } from './live-event';

export type Bus = {
  publish(event: LiveEvent): void;
  close(): Promise<void>;
  /** `redis` when events cross instances, `local` when they stay in this process. */
  readonly kind: 'redis' | 'local';
};

/**
 * Carries events to the sockets of every instance. With Redis, each event is published once on the
 * deployment's live channel and every instance, this one included, delivers it to its own sockets:
 * at most once per socket, and in publish order (one connection publishes, Redis keeps the order).
 * When Redis does not answer, the event still reaches this instance's sockets. Without Redis the
 * events stay in this process.
 */
export const createBus = (strapi: Core.Strapi, deliver: (event: LiveEvent) => void): Bus => {
  const redis = platform(strapi).redis;
  const publisher = redis.client();
  if (!publisher) return { kind: 'local', publish: deliver, close: async () => undefined };

  const topic = `${strapi.config.get('plugin::platform.redisPrefix')}:live`;
  // Subscribing holds the connection: a second one, which queues its SUBSCRIBE until it connects and
  // subscribes again after every reconnection.
  const subscriber: Redis = publisher.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
  subscriber.on('error', (error) => strapi.log.debug(`live: redis subscriber: ${error.message}`));
  subscriber.on('message', (_, text: string) => {
    const event = eventFrom(text);
    if (event) deliver(event);
  });
  void subscriber.subscribe(topic).catch((error: unknown) => {
    if (!isRedisFailure(error)) throw error;
    strapi.log.warn(`live: not subscribed to ${topic} yet (${(error as Error).message})`);
  });

  return {
    kind: 'redis',
    publish(event) {
      publisher.publish(topic, JSON.stringify(event)).catch((error: unknown) => {
        if (!isRedisFailure(error)) throw error;
        strapi.log.warn(
          `live: Redis did not take an event (${(error as Error).message}); this instance's sockets get it`,
        );
        deliver(event);
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
};
