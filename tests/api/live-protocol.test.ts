import { createHmac } from 'crypto';
import net from 'net';
import WebSocket from 'ws';
import { live } from '../../src/plugins/live/public';
import { APP } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sign = (text: string) => `${APP.key}:${createHmac('sha256', APP.secret).update(text).digest('hex')}`;

/** A raw protocol client: every frame it got, parsed, and how it closed. */
const open = (url: string) =>
  new Promise<{ ws: WebSocket; frames: Json[]; closed: Promise<number>; socketId: string }>(
    (resolve, reject) => {
      const ws = new WebSocket(url);
      const frames: Json[] = [];
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data));
        frames.push(frame);
        if (frame.event === 'pusher:connection_established')
          resolve({ ws, frames, closed, socketId: JSON.parse(frame.data).socket_id });
      });
      ws.on('error', reject);
      ws.on('close', (code) => resolve({ ws, frames, closed: Promise.resolve(code), socketId: '' }));
    },
  );

const next = async (frames: Json[], match: (frame: Json) => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = frames.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such frame in ${JSON.stringify(frames)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The embedded server's answers to the protocol, good and bad (CONTRACT §13). */
describe('the embedded Pusher-protocol server', () => {
  let app: TestApp;
  let realtimePort: number;
  let url: string;
  let token: string;
  let tripId: number;

  beforeAll(async () => {
    realtimePort = await freePort();
    app = await bootStrapi({ env: { REALTIME_PORT: String(realtimePort), REALTIME_HOST: '127.0.0.1' } });
    url = `ws://127.0.0.1:${new URL(app.url).port}/app/${APP.key}?protocol=7&client=js&version=8.4.0`;
    const user = await createUser(app.strapi, { email: 'proto@live.test' });
    token = await tokenFor(app.strapi, user);
    const trip = await app
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: 'T' });
    tripId = trip.body.data.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('greets with a socket id and the activity timeout, on the API port and on REALTIME_PORT', async () => {
    for (const at of [url, `ws://127.0.0.1:${realtimePort}/app/${APP.key}`]) {
      const { ws, frames, socketId } = await open(at);
      expect(socketId).toMatch(/^\d+\.\d+$/);
      expect(JSON.parse(frames[0].data)).toEqual({ socket_id: socketId, activity_timeout: 120 });
      ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      expect(await next(frames, (frame) => frame.event === 'pusher:pong')).toEqual({
        event: 'pusher:pong',
        data: {},
      });
      ws.close();
    }
  });

  it('an unknown app key is closed with 4001, another protocol version with 4007', async () => {
    const port = new URL(app.url).port;
    expect(await (await open(`ws://127.0.0.1:${port}/app/wrong-key`)).closed).toBe(4001);
    expect(await (await open(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=6`)).closed).toBe(4007);
  });

  it('a frame that is not JSON, an unknown event, a forged signature: errors, and the socket stays', async () => {
    const { ws, frames, socketId } = await open(url);
    ws.send('not json');
    await next(
      frames,
      (frame) => frame.event === 'pusher:error' && /not a JSON object/.test(frame.data.message),
    );
    ws.send(JSON.stringify({ event: 'pusher:teleport', data: {} }));
    await next(frames, (frame) => frame.event === 'pusher:error' && /Unknown event/.test(frame.data.message));
    const channel = `private-App.Models.User.1`;
    ws.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${APP.key}:${'0'.repeat(64)}` } }),
    );
    expect(await next(frames, (frame) => frame.event === 'pusher:subscription_error')).toMatchObject({
      channel,
      data: { status: 401 },
    });
    // Signed for another socket: refused the same way.
    ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-x.1', auth: sign('1.1:private-x.1') },
      }),
    );
    await next(
      frames,
      (frame) => frame.event === 'pusher:subscription_error' && frame.channel === 'private-x.1',
    );
    // A good signature still works on the same socket.
    ws.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: sign(`${socketId}:${channel}`) } }),
    );
    await next(
      frames,
      (frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel,
    );
    ws.close();
  });

  it('over 10,240 bytes a frame, over 100 channels a socket: a 4100 error, nothing else changes', async () => {
    const { ws, frames } = await open(url);
    ws.send(JSON.stringify({ event: 'pusher:ping', data: { pad: 'x'.repeat(10_300) } }));
    await next(frames, (frame) => frame.event === 'pusher:error' && frame.data.code === 4100);
    for (let n = 1; n <= 101; n += 1)
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `public-${n}` } }));
    const refused = await next(
      frames,
      (frame) => frame.event === 'pusher:error' && /100 channels/.test(frame.data.message),
    );
    expect(refused.data.code).toBe(4100);
    const succeeded = frames.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded');
    expect(succeeded).toHaveLength(100);
    ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await next(frames, (frame) => frame.event === 'pusher:pong');
    ws.close();
  });

  it('client events: relayed on presence channels with who sent them, at most 10 a second', async () => {
    const channel = `presence-trip.${tripId}`;
    const join = async () => {
      const client = await open(url);
      const signed = await app
        .http()
        .post('/api/broadcasting/auth')
        .set('Authorization', `Bearer ${token}`)
        .send({ socket_id: client.socketId, channel_name: channel });
      client.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed.body } }));
      await next(client.frames, (frame) => frame.event === 'pusher_internal:subscription_succeeded');
      return client;
    };
    const [sender, listener] = [await join(), await join()];
    for (let n = 1; n <= 11; n += 1)
      sender.ws.send(JSON.stringify({ event: 'client-editing', channel, data: { day: n } }));
    await next(sender.frames, (frame) => frame.event === 'pusher:error' && frame.data.code === 4100);
    await next(
      listener.frames,
      (frame) => frame.event === 'client-editing' && JSON.parse(frame.data).day === 10,
    );
    const relayed = listener.frames.filter((frame) => frame.event === 'client-editing');
    expect(relayed.map((frame) => JSON.parse(frame.data).day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(relayed[0].user_id).toBeDefined();
    expect(sender.frames.filter((frame) => frame.event === 'client-editing')).toEqual([]);
    // Not on a private channel.
    sender.ws.send(
      JSON.stringify({ event: 'client-editing', channel: 'private-App.Models.User.1', data: {} }),
    );
    await next(
      sender.frames,
      (frame) => frame.event === 'pusher:error' && /presence channels/.test(frame.data.message),
    );
    sender.ws.close();
    listener.ws.close();
  });

  it('a malformed or foreign upgrade is refused, and the server stays up', async () => {
    const port = new URL(app.url).port;
    for (const path of ['/app/%ZZ', '/elsewhere', '//']) {
      const refused = await new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
        ws.on('unexpected-response', (_, response) => resolve(`HTTP ${response.statusCode}`));
        ws.on('error', (error) => resolve(error.message));
      });
      expect(refused).toMatch(/404|socket hang up|Unexpected server response/);
    }
    const { ws, socketId } = await open(url);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    ws.close();
  });

  it('socket ids are not guessable from one another', async () => {
    const [first, second] = [await open(url), await open(url)];
    const [a, b] = [first.socketId, second.socketId].map((id) => Number(id.split('.')[1]));
    expect(Math.abs(a - b)).toBeGreaterThan(1000);
    first.ws.close();
    second.ws.close();
  });

  it('stopping closes every socket with 4200: reconnect, elsewhere', async () => {
    const { closed } = await open(url);
    await live(app.strapi).live.stop();
    expect(await closed).toBe(4200);
  });
});
