import { createHmac, timingSafeEqual } from 'crypto';

/** `socket_id` as the protocol forms it: two integers joined by a dot (ours hold at most 41 characters). */
export const SOCKET_ID = /^\d+\.\d+$/;
export const SOCKET_ID_MAX = 41;
/** A channel name: the protocol's characters, at most 164 of them. */
export const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
export const CHANNEL_NAME_MAX = 164;
export const isChannelName = (name: string) => name.length <= CHANNEL_NAME_MAX && CHANNEL_NAME.test(name);

/** What a private or presence subscription signs: `socket_id:channel[:channel_data]`. */
const signedText = (socketId: string, channel: string, channelData?: string) =>
  channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;

/** The `auth` of a subscription: `{key}:{hex HMAC-SHA256(secret, socket_id:channel[:channel_data])}`. */
export const signSubscription = (
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string =>
  `${app.key}:${createHmac('sha256', app.secret)
    .update(signedText(socketId, channel, channelData))
    .digest('hex')}`;

/** Whether `auth` is this app's signature of the subscription (compared in constant time). */
export const signatureMatches = (
  app: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean => {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signSubscription(app, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
