import { parseJson } from '../protocol/json';

/**
 * An event on its way to the subscribers of a channel, on every instance: `except` is a socket that
 * must not get it (the sender's, Laravel's `toOthers`); `userId` the member who sent a client event.
 */
export type LiveEvent = {
  channel: string;
  event: string;
  data: unknown;
  except?: string;
  userId?: string;
  /** When the change committed (ms since the epoch): the delivery lag is measured from it. */
  at?: number;
};

/** The frame subscribers receive: `data` JSON-encoded as a string, as pusher-js and Echo read it. */
export const frameOf = (event: LiveEvent): string =>
  JSON.stringify({
    event: event.event,
    channel: event.channel,
    data: typeof event.data === 'string' ? event.data : JSON.stringify(event.data),
    ...(event.userId === undefined ? {} : { user_id: event.userId }),
  });

/**
 * What instances tell each other about sockets: `bind`, a socket signed in as a user (a channel
 * was signed for it at POST /broadcasting/auth, on whichever instance); `drop`, a user's access
 * changed (a token revoked, the account blocked), so every socket of theirs closes and subscribes
 * again, which a revoked token or a blocked account can no longer do.
 */
export type SocketControl =
  | { control: 'bind'; socketId: string; userId: number }
  | { control: 'drop'; userId: number };

export type BusMessage = LiveEvent | SocketControl;

export const isControl = (message: BusMessage): message is SocketControl => 'control' in message;

/** A message off the wire (Redis), or null when it is none of ours. */
export const messageFrom = (text: string): BusMessage | null => {
  const message = parseJson(text) as Record<string, unknown> | null | undefined;
  if (!message || typeof message !== 'object') return null;
  if (
    message.control === 'bind' &&
    typeof message.socketId === 'string' &&
    typeof message.userId === 'number'
  )
    return message as SocketControl;
  if (message.control === 'drop' && typeof message.userId === 'number') return message as SocketControl;
  return typeof message.channel === 'string' && typeof message.event === 'string'
    ? (message as unknown as LiveEvent)
    : null;
};
