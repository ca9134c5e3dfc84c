import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';

/**
 * The one Redis connection of this process, when REDIS_URL is set. Commands fail fast while
 * the server is unreachable (no offline queue), and give up after REDIS_COMMAND_TIMEOUT_MS when it
 * is connected but does not answer (a partition, a stalled server): every user of this connection
 * (throttles, caches, the token cache) falls back on a failure, so none of them hangs a request.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let connection: Redis | null = null;

  return {
    enabled(): boolean {
      return Boolean(strapi.config.get('plugin::platform.redisUrl'));
    },
    client(): Redis | null {
      if (!this.enabled()) return null;
      if (!connection) {
        connection = new Redis(strapi.config.get('plugin::platform.redisUrl') as string, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          connectTimeout: 2000,
          commandTimeout: strapi.config.get('plugin::platform.redisCommandTimeoutMs') as number,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
          lazyConnect: false,
        });
        connection.on('error', (error) => strapi.log.debug(`redis: ${error.message}`));
      }
      return connection;
    },
    /** Waits (bounded) for the first connection, so the first requests do not fall back needlessly. */
    async ready(timeoutMs = 2000): Promise<boolean> {
      const client = this.client();
      if (!client) return false;
      if (client.status === 'ready') return true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      if (connection) {
        const closing = connection;
        connection = null;
        // QUIT needs a live connection; when Redis is already gone it fails, and the socket is dropped.
        await closing.quit().catch(() => closing.disconnect());
      }
    },
  };
};
