import { createHmac } from 'crypto';
import type Pusher from 'pusher-js';
import { conversations } from '../../src/api/conversation/public';
import { invalidFields } from '../helpers/agency';
import { APP, collect, connected, pusherFor, subscribed, until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sign = (text: string) => `${APP.key}:${createHmac('sha256', APP.secret).update(text).digest('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chat messages pushed live over the Pusher protocol (CONTRACT §13, issue 37), with `pusher-js`,
 * the client Laravel Echo runs on, against a running instance.
 */
describe('live chat over the Pusher protocol', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  let conversationId: number;
  let channelName: string;
  let tripId: number;

  const client = (who?: string) => {
    const pusher = pusherFor(app, who ? tokens[who] : undefined);
    clients.push(pusher);
    return pusher;
  };
  const auth = (who: string | null, body: Json, form = false) => {
    const req = app.http().post('/api/broadcasting/auth');
    if (who) req.set('Authorization', `Bearer ${tokens[who]}`);
    return form ? req.type('form').send(body) : req.send(body);
  };

  beforeAll(async () => {
    app = await bootStrapi();
    for (const [name, role] of [
      ['traveller', 'user'],
      ['admin', 'admin'],
      ['outsider', 'user'],
    ]) {
      const user = await createUser(app.strapi, {
        email: `${name}@live.test`,
        role,
        name: `${name[0].toUpperCase()}${name.slice(1)} Person`,
      });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    const opened = await app
      .http()
      .post('/api/conversations')
      .set('Authorization', `Bearer ${tokens.traveller}`)
      .send({ type: 'direct_support', title: 'My booking' });
    expect(opened.status).toBe(201);
    conversationId = opened.body.data.id;
    channelName = `private-conversation.${conversationId}`;
    const trip = await app
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${tokens.traveller}`)
      .send({ title: 'Live trip' });
    expect(trip.status).toBe(201);
    tripId = trip.body.data.id;
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await app?.close();
  });

  describe('POST /api/broadcasting/auth', () => {
    it("signs a participant's subscription, bare (no envelope), JSON or form-encoded", async () => {
      for (const form of [false, true]) {
        const res = await auth('traveller', { socket_id: '1234.5678', channel_name: channelName }, form);
        expect([res.status, res.body]).toEqual([200, { auth: sign(`1234.5678:${channelName}`) }]);
      }
    });

    it('admins may join any conversation; the user channel is its user only', async () => {
      expect((await auth('admin', { socket_id: '1.2', channel_name: channelName })).status).toBe(200);
      const own = `private-App.Models.User.${ids.traveller}`;
      expect((await auth('traveller', { socket_id: '1.2', channel_name: own })).body).toEqual({
        auth: sign(`1.2:${own}`),
      });
      expect((await auth('outsider', { socket_id: '1.2', channel_name: own })).status).toBe(403);
    });

    it('a presence channel of a trip: the member as channel_data, signed with it', async () => {
      const channel = `presence-trip.${tripId}`;
      const res = await auth('traveller', { socket_id: '7.8', channel_name: channel });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.channel_data)).toEqual({
        user_id: ids.traveller,
        user_info: { name: 'Traveller Person' },
      });
      expect(res.body.auth).toBe(sign(`7.8:${channel}:${res.body.channel_data}`));
      expect((await auth('outsider', { socket_id: '7.8', channel_name: channel })).status).toBe(403);
    });

    it.each([
      ['someone else’s conversation', 'outsider', () => channelName],
      ['a conversation that does not exist', 'traveller', () => 'private-conversation.999999'],
      ['a malformed id', 'traveller', () => 'private-conversation.abc'],
      ['a channel no module owns', 'traveller', () => 'private-something.1'],
      ['a public channel', 'traveller', () => 'news'],
    ])('403 in the envelope for %s', async (_, who, channel) => {
      const res = await auth(who, { socket_id: '1.2', channel_name: channel() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: { type: 'forbidden' } });
    });

    it('a personal access token joins a trip with trips:read, never a conversation or a user channel', async () => {
      const tokenWith = async (scopes: string[]) =>
        (
          await app
            .http()
            .post('/api/me/tokens')
            .set('Authorization', `Bearer ${tokens.traveller}`)
            .send({ name: `live ${scopes.join('+')}`, scopes })
        ).body.data.token as string;
      tokens.readTrips = await tokenWith(['trips:read']);
      tokens.writeTrips = await tokenWith(['trips:write', 'catalog:read']);
      const trip = `presence-trip.${tripId}`;
      expect((await auth('readTrips', { socket_id: '1.2', channel_name: trip })).status).toBe(200);
      for (const [who, channel] of [
        ['writeTrips', trip],
        ['readTrips', channelName],
        ['readTrips', `private-App.Models.User.${ids.traveller}`],
      ]) {
        const res = await auth(who, { socket_id: '1.2', channel_name: channel });
        expect([res.status, res.body.error?.type]).toEqual([403, 'insufficient_scope']);
      }
    });

    it('401 without a token; 422 on a malformed socket_id or channel_name', async () => {
      expect((await auth(null, { socket_id: '1.2', channel_name: channelName })).status).toBe(401);
      for (const [body, field] of [
        [{ socket_id: 'abc', channel_name: channelName }, 'socket_id'],
        [{ channel_name: channelName }, 'socket_id'],
        [{ socket_id: '1.2', channel_name: 'private-conversation.1 2' }, 'channel_name'],
        [{ socket_id: '1.2', channel_name: 'x'.repeat(165) }, 'channel_name'],
      ] as const) {
        expect(invalidFields(await auth('traveller', body))).toEqual([field]);
      }
    });
  });

  describe('pusher-js', () => {
    it("a message reaches the other participant with the legacy payload, and never the sender's socket", async () => {
      const traveller = client('traveller');
      const admin = client('admin');
      const [travellerChannel, adminChannel] = await Promise.all([
        subscribed(traveller, channelName),
        subscribed(admin, channelName),
      ]);
      const toTraveller = collect<Json>(travellerChannel, 'message.sent');
      const toAdmin = collect<Json>(adminChannel, 'message.sent');
      const sent = await app
        .http()
        .post(`/api/conversations/${conversationId}/messages`)
        .set('Authorization', `Bearer ${tokens.admin}`)
        .set('X-Socket-ID', await connected(admin))
        .send({ body: 'Your booking is confirmed.' });
      expect(sent.status).toBe(201);
      await until(() => toTraveller.length === 1);
      const { is_read: _read, ...message } = sent.body.data.message;
      expect(toTraveller[0]).toEqual(message);
      expect(toTraveller[0]).toMatchObject({
        conversation_id: conversationId,
        sender_id: ids.admin,
        sender_type: 'admin',
        sender_name: 'Admin Person',
        body: 'Your booking is confirmed.',
      });
      // The sender named its socket: it hears nothing of its own message; a reply reaches it.
      await app
        .http()
        .post(`/api/conversations/${conversationId}/messages`)
        .set('Authorization', `Bearer ${tokens.traveller}`)
        .send({ body: 'Thank you!' });
      await until(() => toAdmin.length === 1);
      expect(toAdmin.map((event) => event.body)).toEqual(['Thank you!']);
      expect(toTraveller.map((event) => event.body)).toEqual(['Your booking is confirmed.', 'Thank you!']);
    });

    it("a non-participant's subscription is refused, and the socket stays up", async () => {
      const outsider = client('outsider');
      await expect(subscribed(outsider, channelName)).rejects.toMatchObject({ status: 403 });
      await subscribed(outsider, `private-App.Models.User.${ids.outsider}`);
      expect(outsider.connection.state).toBe('connected');
    });

    it('presence members come and go', async () => {
      const channel = `presence-trip.${tripId}`;
      const first = client('traveller');
      const firstChannel = (await subscribed(first, channel)) as ReturnType<Pusher['subscribe']> & {
        members: { count: number; each(fn: (member: Json) => void): void };
      };
      const added = collect<Json>(firstChannel, 'pusher:member_added');
      const removed = collect<Json>(firstChannel, 'pusher:member_removed');
      const second = client('admin');
      await subscribed(second, channel);
      await until(() => added.length === 1);
      expect(added[0]).toMatchObject({ id: String(ids.admin), info: { name: 'Admin Person' } });
      expect(firstChannel.members.count).toBe(2);
      second.unsubscribe(channel);
      await until(() => removed.length === 1);
      expect(removed[0]).toMatchObject({ id: String(ids.admin) });
    });
  });

  it('no event leaves for a change that rolled back; the next committed one does', async () => {
    const listener = client('traveller');
    const channel = await subscribed(listener, channelName);
    const got = collect<Json>(channel, 'message.sent');
    const threads = conversations(app.strapi).threads;
    await expect(
      app.strapi.db.transaction(async () => {
        await threads.append(conversationId, [
          { senderId: ids.admin, senderType: 'admin', body: 'rolled back' },
        ]);
        throw new Error('the change fails after the message was written');
      }),
    ).rejects.toThrow('the change fails');
    await app.strapi.db.transaction(() =>
      threads.append(conversationId, [{ senderId: ids.admin, senderType: 'admin', body: 'committed' }]),
    );
    await until(() => got.length === 1);
    await sleep(200);
    expect(got.map((event) => event.body)).toEqual(['committed']);
  });
});
