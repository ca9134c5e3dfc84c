import type { ChildProcess } from 'child_process';
import type Pusher from 'pusher-js';
import { startBalancer } from '../helpers/balancer';
import {
  collect,
  protocolClient,
  pusherFor,
  signedHere,
  subscribed,
  until,
  type ProtocolClient,
} from '../helpers/pusher';
import { BOOT_BOTH_MS, startSecondInstance, type SecondInstance } from '../helpers/second-instance';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { sleep } from '../helpers/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type PresenceChannel = ReturnType<Pusher['subscribe']> & {
  members: { count: number; each(fn: (member: Json) => void): void };
};

// Two processes on one database and one Redis: the PostgreSQL + Redis pass.
const onPostgres = process.env.DATABASE_CLIENT === 'postgres' && Boolean(process.env.REDIS_URL);

/**
 * Live events on every instance (CONTRACT §13, issue 37): what one instance commits reaches the
 * sockets of the other through Redis, once each; presence, the connections of a user and a cut
 * access span both; and when an instance dies, its clients go on through the other.
 */
(onPostgres ? describe : describe.skip)('live events across instances', () => {
  let first: TestApp;
  let second: SecondInstance;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const clients: Pusher[] = [];
  const sockets: ProtocolClient[] = [];
  let conversationId: number;
  let channel: string;
  let tripId: number;

  const as = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const client = (instance: { url: string }, who: string) => {
    const pusher = pusherFor(instance, tokens[who]);
    clients.push(pusher);
    return pusher;
  };
  const post = (instance: TestApp | SecondInstance, who: string, body: string) =>
    instance.http().post(`/api/conversations/${conversationId}/messages`).set(as(who)).send({ body });

  beforeAll(async () => {
    first = await bootStrapi();
    second = await startSecondInstance();
    for (const [name, role] of [
      ['traveller', 'user'],
      ['admin', 'admin'],
      ['many', 'user'],
      ['blocked', 'user'],
    ]) {
      const user = await createUser(first.strapi, { email: `${name}@live-instances.test`, role, name });
      [ids[name], tokens[name]] = [user.id, await tokenFor(first.strapi, user, [role])];
    }
    const opened = await first
      .http()
      .post('/api/conversations')
      .set(as('traveller'))
      .send({ type: 'direct_support', title: 'Across instances' });
    conversationId = opened.body.data.id;
    channel = `private-conversation.${conversationId}`;
    tripId = (await first.http().post('/api/trips').set(as('traveller')).send({ title: 'Shared' })).body.data
      .id;
  }, BOOT_BOTH_MS);
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    for (const socket of sockets) socket.ws.terminate();
    const child = second?.process as ChildProcess | undefined;
    if (child && child.exitCode === null && child.signalCode === null) await second.stop();
    await first?.close();
  });

  it('a message posted on one instance reaches a socket on the other', async () => {
    const onSecond = collect<Json>(await subscribed(client(second, 'admin'), channel), 'message.sent');
    const sent = await post(first, 'traveller', 'Posted on the first instance');
    expect(sent.status).toBe(201);
    await until(() => onSecond.length === 1);
    expect(onSecond[0]).toMatchObject({
      id: sent.body.data.message.id,
      body: 'Posted on the first instance',
    });
  });

  it('1,000 sockets over both instances get a message exactly once each', async () => {
    const spread: ProtocolClient[] = [];
    for (let batch = 0; batch < 10; batch += 1)
      spread.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            protocolClient((batch * 100 + n) % 2 ? second.url : first.url),
          ),
        )),
      );
    sockets.push(...spread);
    for (const socket of spread) socket.subscribe(channel, signedHere(socket.socketId, channel));
    await until(
      () => spread.every((socket) => socket.got('pusher_internal:subscription_succeeded').length === 1),
      30000,
      'every subscription',
    );
    const sent = await post(second, 'traveller', 'To a thousand sockets');
    expect(sent.status).toBe(201);
    const heard = () => spread.filter((socket) => socket.got('message.sent', channel).length > 0).length;
    await until(() => heard() === 1000, 30000, 'the message on every socket');
    await sleep(500);
    const counts = spread.map((socket) => socket.got('message.sent', channel).length);
    expect(counts.filter((count) => count !== 1)).toEqual([]);
    expect(JSON.parse(spread[0].got('message.sent')[0].data).body).toBe('To a thousand sockets');
    for (const socket of spread) socket.ws.close();
  });

  it('presence members come and go across instances', async () => {
    const presence = `presence-trip.${tripId}`;
    const owner = (await subscribed(client(first, 'traveller'), presence)) as PresenceChannel;
    const added = collect<Json>(owner, 'pusher:member_added');
    const removed = collect<Json>(owner, 'pusher:member_removed');
    const admin = client(second, 'admin');
    const adminView = (await subscribed(admin, presence)) as PresenceChannel;
    const seen: string[] = [];
    adminView.members.each((member) => seen.push(String(member.id)));
    expect(seen.sort()).toEqual([String(ids.traveller), String(ids.admin)].sort());
    await until(() => added.length === 1);
    expect(added[0]).toMatchObject({ id: String(ids.admin), info: { name: 'admin' } });
    expect(owner.members.count).toBe(2);
    admin.disconnect();
    await until(() => removed.length === 1);
    expect(removed[0]).toMatchObject({ id: String(ids.admin) });
  });

  it("a user's 20 connections are counted over both instances", async () => {
    const userChannel = `private-App.Models.User.${ids.many}`;
    const signIn = async (instance: TestApp | SecondInstance) => {
      const socket = await protocolClient(instance.url);
      sockets.push(socket);
      const signed = await instance
        .http()
        .post('/api/broadcasting/auth')
        .set(as('many'))
        .send({ socket_id: socket.socketId, channel_name: userChannel });
      expect(signed.status).toBe(200);
      socket.subscribe(userChannel, signed.body.auth);
      return socket;
    };
    const twenty: ProtocolClient[] = [];
    for (let n = 0; n < 20; n += 1) twenty.push(await signIn(n % 2 ? second : first));
    await until(() => twenty.every((socket) => socket.got('pusher_internal:subscription_succeeded').length));
    const extra = await signIn(first);
    expect(await extra.closed).toBe(4100);
    expect(twenty.every((socket) => socket.ws.readyState === socket.ws.OPEN)).toBe(true);
  });

  it('an account blocked on one instance loses its socket on the other at once', async () => {
    const blocked = client(second, 'blocked');
    const own = await subscribed(blocked, `private-App.Models.User.${ids.blocked}`);
    const errors = collect<Json>(own, 'pusher:subscription_error');
    const res = await first
      .http()
      .patch(`/api/admin/users/${ids.blocked}/block`)
      .set(as('admin'))
      .send({ blocked: true });
    expect(res.status).toBe(200);
    await until(() => errors.length === 1, 10000, 'the refused subscription');
    expect(errors[0]).toMatchObject({ status: 403 });
  });

  it('kill -9 of the instance holding a socket: the client goes on through the other and reads what it missed', async () => {
    const balancer = await startBalancer(() => [
      Number(new URL(second.url).port),
      Number(new URL(first.url).port),
    ]);
    try {
      const pusher = client(balancer, 'traveller');
      const heard = collect<Json>(await subscribed(pusher, channel), 'message.sent');
      const states: string[] = [];
      pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
      // Nothing answers the client between the death and the balancer's next try.
      balancer.pause();
      (second.process as ChildProcess).kill('SIGKILL');
      await until(() => states.includes('connecting') || states.includes('unavailable'), 10000, 'the cut');
      const missed = await post(first, 'admin', 'Sent while the client was away');
      expect(missed.status).toBe(201);
      await sleep(300);
      balancer.resume();
      await until(() => states[states.length - 1] === 'connected', 30000, 'the reconnection');
      const channelAgain = pusher.channel(channel);
      await until(() => channelAgain.subscribed, 10000, 'the subscription again');
      // What it missed is read over REST; what comes next arrives live.
      const listed = await first
        .http()
        .get(`/api/conversations/${conversationId}/messages`)
        .set(as('traveller'));
      expect(JSON.stringify(listed.body.data)).toContain('Sent while the client was away');
      const next = await post(first, 'admin', 'After the reconnection');
      expect(next.status).toBe(201);
      await until(() => heard.some((message) => message.body === 'After the reconnection'));
      expect(heard.map((message) => message.body)).not.toContain('Sent while the client was away');
    } finally {
      await balancer.close();
    }
  });
});
