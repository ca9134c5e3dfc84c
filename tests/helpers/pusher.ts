import { createHmac } from 'crypto';
import Pusher, { type Channel } from 'pusher-js';
import WebSocket from 'ws';

/** The app key and secret every test instance runs with (tests/helpers/strapi.ts). */
export const APP = { key: 'app-key', secret: 'test-realtime-app-secret' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `pusher-js`, the real client, against an instance's own port, signing in with `token`. */
export const pusherFor = (app: { url: string }, token?: string) => {
  const port = Number(new URL(app.url).port);
  return new Pusher(APP.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${app.url}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  });
};

/** The socket id once connected. */
export const connected = (pusher: Pusher) =>
  new Promise<string>((resolve) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
  });

/** Subscribes; resolves with the channel once the server confirmed, rejects with the error otherwise. */
export const subscribed = (pusher: Pusher, name: string) =>
  new Promise<Channel>((resolve, reject) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(error));
  });

/** Every event of `name` a channel gets, as it gets them. */
export const collect = <T = unknown>(channel: Channel, name: string) => {
  const got: T[] = [];
  channel.bind(name, (data: T) => got.push(data));
  return got;
};

/** Waits until `check` holds, or fails after `ms`. */
export const until = async (check: () => boolean, ms = 5000, what = 'the event') => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** A signature as POST /broadcasting/auth gives it, made here (it signs a socket for nobody). */
export const signedHere = (socketId: string, channel: string, channelData?: string) =>
  `${APP.key}:${createHmac('sha256', APP.secret)
    .update([socketId, channel, ...(channelData === undefined ? [] : [channelData])].join(':'))
    .digest('hex')}`;

/** A bare protocol client of an instance: its frames as they come, its close code, its socket id. */
export const protocolClient = async (url: string) => {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/app/${APP.key}?protocol=7`);
  const frames: Json[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await until(() => frames.length > 0, 15000, 'the connection');
  const socketId = JSON.parse(frames[0].data).socket_id as string;
  return {
    ws,
    frames,
    closed,
    socketId,
    subscribe(channel: string, auth?: string, channelData?: string) {
      ws.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } }),
      );
    },
    /** Frames of one event (and channel), as they came. */
    got: (event: string, channel?: string) =>
      frames.filter((frame) => frame.event === event && (!channel || frame.channel === channel)),
  };
};

export type ProtocolClient = Awaited<ReturnType<typeof protocolClient>>;
