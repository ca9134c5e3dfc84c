/** One socket as the channels of this process see it. */
export type Subscriber = {
  socketId: string;
  send(text: string): void;
};

export type Member = { user_id: string; user_info: unknown };

/**
 * The channels of this process: which sockets are subscribed to each, and for presence channels
 * who is there (a user is one member however many of their sockets are subscribed).
 */
export class LocalChannels {
  private readonly subscribers = new Map<string, Map<string, Subscriber>>();
  private readonly members = new Map<string, Map<string, { info: unknown; sockets: Set<string> }>>();

  subscribe(channel: string, subscriber: Subscriber) {
    let sockets = this.subscribers.get(channel);
    if (!sockets) this.subscribers.set(channel, (sockets = new Map()));
    sockets.set(subscriber.socketId, subscriber);
  }

  unsubscribe(channel: string, socketId: string) {
    const sockets = this.subscribers.get(channel);
    if (!sockets) return;
    sockets.delete(socketId);
    if (sockets.size === 0) this.subscribers.delete(channel);
  }

  /** Adds a socket as a member; answers whether its user is new to the channel. */
  join(channel: string, socketId: string, member: Member): boolean {
    let present = this.members.get(channel);
    if (!present) this.members.set(channel, (present = new Map()));
    const known = present.get(member.user_id);
    if (known) {
      known.sockets.add(socketId);
      return false;
    }
    present.set(member.user_id, { info: member.user_info, sockets: new Set([socketId]) });
    return true;
  }

  /** Removes a socket's membership; answers whether its user has left the channel altogether. */
  leave(channel: string, socketId: string, userId: string): boolean {
    const present = this.members.get(channel);
    const known = present?.get(userId);
    if (!present || !known) return false;
    known.sockets.delete(socketId);
    if (known.sockets.size > 0) return false;
    present.delete(userId);
    if (present.size === 0) this.members.delete(channel);
    return true;
  }

  /** The presence payload of `pusher_internal:subscription_succeeded`. */
  presence(channel: string) {
    const present = this.members.get(channel) ?? new Map();
    const ids = [...present.keys()];
    return {
      presence: {
        ids,
        hash: Object.fromEntries([...present].map(([id, member]) => [id, member.info])),
        count: ids.length,
      },
    };
  }

  /** Sends to every socket subscribed to `channel` but `except`; answers how many got it. */
  deliver(channel: string, text: string, except?: string): number {
    let sent = 0;
    for (const [socketId, subscriber] of this.subscribers.get(channel) ?? []) {
      if (socketId === except) continue;
      subscriber.send(text);
      sent += 1;
    }
    return sent;
  }

  get socketsSubscribed(): number {
    let count = 0;
    for (const sockets of this.subscribers.values()) count += sockets.size;
    return count;
  }
}
