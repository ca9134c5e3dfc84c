import type Pusher from 'pusher-js';
import WebSocket from 'ws';
import { notifications } from '../../src/api/notification/public';
import { live } from '../../src/plugins/live/public';
import { collect, protocolClient, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Channel = ReturnType<Pusher['subscribe']>;

/**
 * Whose a socket is (CONTRACT §13): once a channel is signed for it, it counts toward its user's
 * 20 connections, and it closes when that user's access is cut, subscribing again only if it
 * still may.
 */
describe('live sockets and their owners', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  const raw: WebSocket[] = [];

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const userChannel = (who: string) => `private-App.Models.User.${ids[who]}`;
  const notify = (who: string, title: string) =>
    notifications(app.strapi).notifications.store(
      { userId: ids[who], type: 'access_notice', title, body: title, data: {}, mail: false },
      `access-notice:${who}:${title}`,
    );

  /** A bare protocol client, subscribed to `channel` with a signature from POST /broadcasting/auth. */
  const rawClient = async (token: string, channel: string) => {
    const client = await protocolClient(app.url);
    raw.push(client.ws);
    const signed = await app
      .http()
      .post('/api/broadcasting/auth')
      .set(as(token))
      .send({ socket_id: client.socketId, channel_name: channel });
    expect(signed.status).toBe(200);
    client.subscribe(channel, signed.body.auth);
    return client;
  };
  /** A pusher-js client on `who`'s own channel, with every state it goes through. */
  const watching = async (token: string, channel: string) => {
    const pusher = pusherFor(app, token);
    clients.push(pusher);
    const states: string[] = [];
    const errors: Json[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const subscription: Channel = await subscribed(pusher, channel);
    subscription.bind('pusher:subscription_error', (error: Json) => errors.push(error));
    const notices = collect<Json>(subscription, 'notification.created');
    return { pusher, subscription, states, errors, notices };
  };

  beforeAll(async () => {
    app = await bootStrapi();
    for (const [name, role] of [
      ['many', 'user'],
      ['traveller', 'user'],
      ['blocked', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, { email: `${name}@live-access.test`, role });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    tokens.travellerPhone = await tokenFor(app.strapi, { id: ids.traveller });
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    for (const ws of raw) ws.terminate();
    await app?.close();
  });

  it("a user's 21st socket gets pusher:error 4100 and is closed; the other 20 carry on", async () => {
    const twenty = [];
    for (let n = 0; n < 20; n += 1) twenty.push(await rawClient(tokens.many, userChannel('many')));
    for (const client of twenty)
      await until(() =>
        client.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded'),
      );
    const extra = await rawClient(tokens.many, userChannel('many'));
    expect(await extra.closed).toBe(4100);
    expect(extra.frames).toContainEqual({
      event: 'pusher:error',
      data: { code: 4100, message: 'A user may hold 20 connections.' },
    });
    await notify('many', 'To the twenty');
    for (const client of twenty)
      await until(() => client.frames.some((frame) => frame.event === 'notification.created'));
    expect(twenty.every((client) => client.ws.readyState === WebSocket.OPEN)).toBe(true);
    // One closes: a new one has room again.
    twenty[0].ws.close();
    await twenty[0].closed;
    await until(() => live(app.strapi).live.status().sockets === 19);
    const replacement = await rawClient(tokens.many, userChannel('many'));
    await until(() =>
      replacement.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replacement.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("a logout closes the user's sockets: the other device subscribes again, the logged-out one cannot", async () => {
    const laptop = await watching(tokens.traveller, userChannel('traveller'));
    const phone = await watching(tokens.travellerPhone, userChannel('traveller'));
    const res = await app.http().post('/api/logout').set(as(tokens.travellerPhone));
    expect(res.status).toBe(200);
    // Both sockets were closed and came back; only the laptop's token still signs.
    await until(() => phone.errors.length === 1, 5000, "the phone's refused subscription");
    expect(phone.errors[0]).toMatchObject({ status: 401 });
    await until(() => laptop.states.filter((state) => state === 'connected').length >= 2);
    await until(() => laptop.subscription.subscribed);
    await notify('traveller', 'After the logout');
    await until(() => laptop.notices.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phone.notices).toEqual([]);
  });

  it('blocking an account closes its sockets at once, and they cannot subscribe again', async () => {
    const socket = await watching(tokens.blocked, userChannel('blocked'));
    const res = await app
      .http()
      .patch(`/api/admin/users/${ids.blocked}/block`)
      .set(as(tokens.admin))
      .send({ blocked: true });
    expect(res.status).toBe(200);
    await until(() => socket.errors.length === 1, 5000, 'the refused subscription');
    expect(socket.errors[0]).toMatchObject({ status: 403 });
    await notify('blocked', 'While blocked');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.notices).toEqual([]);
  });

  it('a revoked personal access token loses its trip channel at once', async () => {
    const created = await app
      .http()
      .post('/api/me/tokens')
      .set(as(tokens.admin))
      .send({ name: 'Live agent', scopes: ['trips:read'] });
    expect(created.status).toBe(201);
    const trip = await app.http().post('/api/trips').set(as(tokens.admin)).send({ title: 'Watched trip' });
    const agent = await watching(created.body.data.token, `presence-trip.${trip.body.data.id}`);
    expect(
      (await app.http().delete(`/api/me/tokens/${created.body.data.id}`).set(as(tokens.admin))).status,
    ).toBe(200);
    await until(() => agent.errors.length === 1, 5000, 'the refused subscription');
    expect(agent.errors[0]).toMatchObject({ status: 401 });
  });
});
