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

/** A message off the wire (Redis) as an event, or null when it is not one. */
export const eventFrom = (text: string): LiveEvent | null => {
  const event = parseJson(text) as Partial<LiveEvent> | null | undefined;
  return event && typeof event.channel === 'string' && typeof event.event === 'string'
    ? (event as LiveEvent)
    : null;
};
