import { parseJson } from './json';

/**
 * Frames of the Pusher Channels protocol: `{event, channel?, data}`. The server's `data` is a
 * JSON-encoded string for channel events and connection messages, as pusher-js and Laravel Echo
 * expect; `pusher:error` and `pusher:pong` carry an object.
 */
export type Frame = { event: string; channel?: string; data?: unknown };

/** A frame from a client: an object with a string `event`; anything else is null. */
export const parseFrame = (text: string): Frame | null => {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.event !== 'string') return null;
  if (frame.channel !== undefined && typeof frame.channel !== 'string') return null;
  return { event: frame.event, channel: frame.channel as string | undefined, data: frame.data };
};

/** `data` as the client sent it: an object, or a JSON string of one (both occur in the wild). */
export const dataObject = (data: unknown): Record<string, unknown> | null => {
  if (typeof data === 'string') return dataObject(parseJson(data) ?? null);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
};

export const channelEvent = (channel: string, event: string, data: unknown): string =>
  JSON.stringify({ event, channel, data: typeof data === 'string' ? data : JSON.stringify(data) });

export const connectionEstablished = (socketId: string, activityTimeout: number): string =>
  JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
  });

export const errorFrame = (code: number | null, message: string): string =>
  JSON.stringify({ event: 'pusher:error', data: { code, message } });

export const PONG = JSON.stringify({ event: 'pusher:pong', data: {} });
export const PING = JSON.stringify({ event: 'pusher:ping', data: {} });

/** A subscription the server refused (the signature, a limit): pusher-js hands it to the channel. */
export const subscriptionError = (channel: string, status: number, error: string): string =>
  JSON.stringify({
    event: 'pusher:subscription_error',
    channel,
    data: { type: 'AuthError', error, status },
  });
