import type { LocalChannels, Member } from './local-channels';

/** The members of a presence channel, as `pusher_internal:subscription_succeeded` carries them. */
export type PresenceView = { presence: { ids: string[]; hash: Record<string, unknown>; count: number } };

/**
 * Who is on each presence channel, over every instance that serves it. A user is one member however
 * many sockets they have there, on however many instances: `added` is true for their first socket,
 * and `leave` answers true when their last one is gone.
 */
export type PresenceStore = {
  join(channel: string, socketId: string, member: Member): Promise<{ added: boolean; members: PresenceView }>;
  leave(channel: string, socketId: string, userId: string): Promise<boolean>;
  members(channel: string): Promise<PresenceView>;
  close(): void;
};

/** One process's presence: what its own sockets make (no Redis, or a single instance). */
export const localPresence = (channels: LocalChannels): PresenceStore => ({
  async join(channel, socketId, member) {
    const added = channels.join(channel, socketId, member);
    return { added, members: channels.presence(channel) };
  },
  async leave(channel, socketId, userId) {
    return channels.leave(channel, socketId, userId);
  },
  async members(channel) {
    return channels.presence(channel);
  },
  close: () => undefined,
});
