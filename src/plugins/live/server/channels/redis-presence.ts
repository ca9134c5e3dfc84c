import { randomUUID } from 'crypto';
import type Redis from 'ioredis';
import { isRedisFailure } from '../../../platform/public';
import { parseJson } from '../protocol/json';
import type { LocalChannels } from './local-channels';
import { localPresence, type PresenceStore, type PresenceView } from './presence';
import { JOIN, LEAVE, MEMBERS_OF } from './redis-presence.lua';
import { VOUCH_EVERY_MS, VOUCHED_FOR_MS } from '../vouching';

const viewOf = (flat: string[]): PresenceView => {
  const hash: Record<string, unknown> = {};
  for (let i = 0; i < flat.length; i += 2) hash[flat[i]] = parseJson(flat[i + 1]) ?? null;
  const ids = Object.keys(hash);
  return { presence: { ids, hash, count: ids.length } };
};

/**
 * Presence over every instance, in Redis (scripts in redis-presence.lua.ts). Each instance keeps
 * its own sockets' part and vouches for it every minute; the part of an instance killed without a
 * goodbye expires within three, and its members drop out of the lists. When Redis does not answer,
 * the channel falls back to what this instance sees, and says so in the log.
 */
export const redisPresence = (
  redis: Redis,
  prefix: string,
  channels: LocalChannels,
  warn: (message: string) => void,
): PresenceStore => {
  const instance = randomUUID();
  const local = localPresence(channels);
  const keys = (channel: string) => {
    const base = `${prefix}:live:presence:${channel}`;
    return {
      set: `${base}:instances`,
      mine: `${base}:at:${instance}`,
      info: `${base}:info`,
      at: `${base}:at:`,
    };
  };
  /** Channels with members on this instance, and how many of its sockets are there. */
  const here = new Map<string, number>();
  const count = (channel: string, by: number) => {
    const next = (here.get(channel) ?? 0) + by;
    if (next > 0) here.set(channel, next);
    else here.delete(channel);
  };
  // Presence runs beside the sockets, never inside a request: a failure is logged, never thrown at
  // a socket's frame handler (where it would reach no one).
  const unavailable = (error: unknown) =>
    warn(
      isRedisFailure(error)
        ? `live: presence from this instance only (${error.message})`
        : `live: presence failed, this instance's view serves (${String((error as Error)?.stack ?? error)})`,
    );

  const vouch = setInterval(() => {
    const pipeline = redis.pipeline();
    for (const channel of here.keys()) {
      const { set, mine, info } = keys(channel);
      for (const key of [set, mine, info]) pipeline.pexpire(key, VOUCHED_FOR_MS);
    }
    pipeline.exec().catch(unavailable);
  }, VOUCH_EVERY_MS);
  vouch.unref();

  return {
    async join(channel, socketId, member) {
      // This instance's own view too: the fallback while Redis is away.
      const mineHere = await local.join(channel, socketId, member);
      count(channel, 1);
      const { set, mine, info, at } = keys(channel);
      try {
        const [added, flat] = (await redis.eval(
          JOIN,
          3,
          set,
          mine,
          info,
          instance,
          member.user_id,
          JSON.stringify(member.user_info ?? null),
          VOUCHED_FOR_MS,
          at,
        )) as [number, string[]];
        return { added: added === 1, members: viewOf(flat) };
      } catch (error) {
        unavailable(error);
        return mineHere;
      }
    },
    async leave(channel, socketId, userId) {
      const goneHere = await local.leave(channel, socketId, userId);
      count(channel, -1);
      const { set, mine, info, at } = keys(channel);
      try {
        return (await redis.eval(LEAVE, 3, set, mine, info, instance, userId, at)) === 1;
      } catch (error) {
        unavailable(error);
        return goneHere;
      }
    },
    async members(channel) {
      const { set, mine, info, at } = keys(channel);
      try {
        return viewOf((await redis.eval(MEMBERS_OF, 3, set, mine, info, at)) as string[]);
      } catch (error) {
        unavailable(error);
        return local.members(channel);
      }
    },
    close() {
      clearInterval(vouch);
    },
  };
};
