import Pusher, { type Channel } from 'pusher-js';
import type { TestApp } from './strapi';

/** The app key and secret every test instance runs with (tests/helpers/strapi.ts). */
export const APP = { key: 'app-key', secret: 'test-realtime-app-secret' };

/** `pusher-js`, the real client, against a test instance's own port, signing in with `token`. */
export const pusherFor = (app: TestApp, token?: string) => {
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
