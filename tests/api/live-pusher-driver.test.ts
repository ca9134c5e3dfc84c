import { createHmac } from 'crypto';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { startFakePusherApi, type FakePusherApi } from '../helpers/fake-pusher-api';
import { until } from '../helpers/pusher';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * `REALTIME_DRIVER=pusher` (CONTRACT §13): events go through the Pusher HTTP API to a
 * Pusher-protocol server (here a fake of that API that checks every request's signature), the
 * subscriptions are signed with that app's secret, and the embedded server is off.
 */
describe('live events through a Pusher server', () => {
  let app: TestApp;
  let fake: FakePusherApi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let conversationId: number;

  const as = (who: string, method: 'get' | 'post', path: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const sign = (text: string) =>
    `${fake.app.key}:${createHmac('sha256', fake.app.secret).update(text).digest('hex')}`;
  const send = (body: string, socket?: string) => {
    const req = as('admin', 'post', `/api/conversations/${conversationId}/messages`);
    if (socket) req.set('X-Socket-ID', socket);
    return req.send({ body });
  };

  beforeAll(async () => {
    fake = await startFakePusherApi();
    app = await bootStrapi({
      env: {
        REALTIME_DRIVER: 'pusher',
        PUSHER_APP_ID: fake.app.id,
        PUSHER_KEY: fake.app.key,
        PUSHER_SECRET: fake.app.secret,
        PUSHER_HOST: fake.host,
        PUSHER_PORT: String(fake.port),
        PUSHER_SCHEME: 'http',
        PUSHER_TIMEOUT_MS: '500',
      },
    });
    for (const [name, role] of [
      ['traveller', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, {
        email: `${name}@pusher-driver.test`,
        role,
        name: `The ${name}`,
      });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    const opened = await as('traveller', 'post', '/api/conversations').send({
      type: 'direct_support',
      title: 'Through Pusher',
    });
    conversationId = opened.body.data.id;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('the fake refuses a request signed with another secret', async () => {
    const forger = new Pusher({
      appId: fake.app.id,
      key: fake.app.key,
      secret: 'not-the-secret',
      host: fake.host,
      port: String(fake.port),
      useTLS: false,
    });
    await expect(forger.trigger('private-conversation.1', 'message.sent', {})).rejects.toMatchObject({
      status: 401,
    });
    expect(fake.refused).toEqual(['signature']);
    fake.refused.length = 0;
  });

  it("signs subscriptions with the Pusher app's key and secret", async () => {
    const channel = `private-conversation.${conversationId}`;
    const res = await as('traveller', 'post', '/api/broadcasting/auth').send({
      socket_id: '123.456',
      channel_name: channel,
    });
    expect([res.status, res.body]).toEqual([200, { auth: sign(`123.456:${channel}`) }]);
    const presence = await as('traveller', 'post', '/api/broadcasting/auth').send({
      socket_id: '123.456',
      channel_name: `presence-trip.999999`,
    });
    expect(presence.status).toBe(403);
  });

  it('publishes every message through the HTTP API, signed, leaving out the socket the sender named', async () => {
    const first = await send('Published through Pusher');
    expect(first.status).toBe(201);
    await until(() => fake.events.length === 1);
    const { is_read: _read, ...message } = first.body.data.message;
    expect(fake.events[0]).toEqual({
      name: 'message.sent',
      channels: [`private-conversation.${conversationId}`],
      data: expect.any(String),
    });
    expect(JSON.parse(fake.events[0].data)).toEqual(message);
    expect((await send('Not to my own socket', '1234.5678')).status).toBe(201);
    await until(() => fake.events.length === 2);
    expect(fake.events[1]).toMatchObject({ name: 'message.sent', socket_id: '1234.5678' });
    expect(fake.refused).toEqual([]);
  });

  it('the embedded server is off: no WebSocket is taken on the API port', async () => {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/app/app-key?protocol=7`);
    const status = await new Promise<number | string>((resolve) => {
      socket.on('unexpected-response', (_, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve('open'));
      socket.on('error', (error) => resolve(error.message));
    });
    socket.terminate();
    expect(status).toBe(404);
  });

  it('health asks the Pusher API; while it is down messages still go out over REST', async () => {
    const healthy = await app.http().get('/api/health');
    expect(healthy.body.data.checks.realtime).toEqual({
      status: 'up',
      latency_ms: expect.any(Number),
      driver: 'pusher',
      bus: 'pusher',
    });
    fake.mode = 'down';
    const degraded = await app.http().get('/api/health');
    expect([degraded.status, degraded.body.data.status, degraded.body.data.failing]).toEqual([
      200,
      'degraded',
      ['realtime'],
    ]);
    expect(degraded.body.data.checks.realtime).toMatchObject({ status: 'down', reason: 'failed' });
    const before = { events: fake.events.length, failed: fake.failed };
    expect((await send('While Pusher is down')).status).toBe(201);
    await until(() => fake.failed === before.failed + 1, 5000, 'the publish while down');
    fake.mode = 'ok';
    expect((await send('Pusher is back')).status).toBe(201);
    await until(() => fake.events.some((event) => JSON.parse(event.data).body === 'Pusher is back'));
    // The one refused is not retried: at most once, as the embedded server delivers.
    expect(fake.events.slice(before.events).map((event) => JSON.parse(event.data).body)).toEqual([
      'Pusher is back',
    ]);
  });
});
