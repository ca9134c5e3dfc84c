import type Redis from 'ioredis';
import { isRedisFailure } from '../../../platform/public';
import { VOUCHED_FOR_MS } from '../vouching';

/**
 * How many sockets a user holds, for the limit of 20 (CONTRACT §13). In one process the count is
 * at hand; with Redis it spans every instance: a sorted set per user of its sockets, scored by when
 * their instance last vouched for them, so the sockets of an instance that died (kill -9) stop
 * counting after `VOUCHED_FOR_MS` without anyone cleaning up.
 */
export type UserSockets = {
  /** Counts `socketId` for `userId`; answers how many sockets the user holds now, this one included. */
  add(userId: number, socketId: string): Promise<number>;
  remove(userId: number, socketId: string): void;
  /** Vouches again for the sockets this instance holds (every VOUCH_EVERY_MS). */
  refresh(held: Array<[number, string]>): void;
};

export const localUserSockets = (): UserSockets => {
  const byUser = new Map<number, Set<string>>();
  return {
    async add(userId, socketId) {
      let sockets = byUser.get(userId);
      if (!sockets) byUser.set(userId, (sockets = new Set()));
      sockets.add(socketId);
      return sockets.size;
    },
    remove(userId, socketId) {
      const sockets = byUser.get(userId);
      sockets?.delete(socketId);
      if (sockets?.size === 0) byUser.delete(userId);
    },
    refresh: () => undefined,
  };
};

/**
 * The Redis count. When Redis does not answer, the socket is let through (counted by this instance
 * only): a limit against abuse is not worth refusing live events to everyone during an outage.
 */
export const redisUserSockets = (
  redis: Redis,
  prefix: string,
  warn: (message: string) => void,
): UserSockets => {
  const local = localUserSockets();
  const key = (userId: number) => `${prefix}:live:user-sockets:${userId}`;
  // Counting runs beside the sockets, never inside a request: a failure is logged, never thrown.
  const failed = (error: unknown) =>
    warn(
      isRedisFailure(error)
        ? `live: user sockets not counted in Redis (${error.message})`
        : `live: user sockets not counted (${String((error as Error)?.stack ?? error)})`,
    );
  return {
    async add(userId, socketId) {
      const here = await local.add(userId, socketId);
      const now = Date.now();
      try {
        const replies = await redis
          .multi()
          .zadd(key(userId), now, socketId)
          .zremrangebyscore(key(userId), 0, now - VOUCHED_FOR_MS)
          .zcard(key(userId))
          .pexpire(key(userId), VOUCHED_FOR_MS)
          .exec();
        return Number(replies?.[2]?.[1] ?? here);
      } catch (error) {
        failed(error);
        return here;
      }
    },
    remove(userId, socketId) {
      local.remove(userId, socketId);
      redis.zrem(key(userId), socketId).catch(failed);
    },
    refresh(held) {
      if (held.length === 0) return;
      const now = Date.now();
      const pipeline = redis.pipeline();
      for (const [userId, socketId] of held)
        pipeline.zadd(key(userId), now, socketId).pexpire(key(userId), VOUCHED_FOR_MS);
      pipeline.exec().catch(failed);
    },
  };
};
