import { spawnSync } from 'child_process';
import http from 'http';
import net from 'net';
import path from 'path';
import { BOOT_BOTH_MS, startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { protocolClient, signedHere, until, type ProtocolClient } from '../helpers/pusher';

/**
 * Issue 24 item 3: `WEB_CONCURRENCY=2` through Node's cluster module (tests/helpers/cluster-main.ts,
 * the entry of `npm start` without its build), on the test's PostgreSQL database and Redis.
 */
type Answer = { status: number; body: { data?: { pid?: number; id?: number } } };

/** One request on a connection of its own: cluster's round-robin gives each to the next worker. */
const fresh = (port: number, method: string, url: string, options: { token?: string; body?: object } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const req = http.request({ port, host: '127.0.0.1', path: url, method, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}') }));
    });
    req.on('error', reject);
    req.end(options.body ? JSON.stringify(options.body) : undefined);
  });

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const clusterMain = path.join(__dirname, '..', 'helpers', 'cluster-main.js');
const METRICS_TOKEN = 'cluster-metrics-token';

/** The request count of one route in a Prometheus scrape, over every status and method. */
const requestsCounted = (text: string, route: string) =>
  text
    .split('\n')
    .filter(
      (line) => line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);

it('refuses WEB_CONCURRENCY > 1 on SQLite or without REDIS_URL, naming what is missing', () => {
  for (const env of [
    { DATABASE_CLIENT: 'sqlite', REDIS_URL: 'redis://127.0.0.1:6379' },
    { DATABASE_CLIENT: 'postgres', REDIS_URL: '' },
  ]) {
    const run = spawnSync(process.execPath, [clusterMain], {
      env: { ...process.env, ...env, WEB_CONCURRENCY: '2', PORT: '1' },
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/WEB_CONCURRENCY=2 .*needs DATABASE_CLIENT=postgres and REDIS_URL/);
  }
});

(process.env.DATABASE_CLIENT === 'postgres' && process.env.REDIS_URL ? describe : describe.skip)(
  'two cluster workers on PostgreSQL and Redis',
  () => {
    let app: TestApp;
    let workers: Awaited<ReturnType<typeof startSecondInstance>>;
    let port: number;
    const sockets: ProtocolClient[] = [];

    beforeAll(async () => {
      app = await bootStrapi();
      port = await freePort();
      const env = {
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        TEST_DRAIN_ROUTES: 'true',
        THROTTLE_LOGIN: '4/60',
        METRICS_TOKEN: METRICS_TOKEN,
      };
      workers = await startSecondInstance(env, 'cluster-main.js');
    }, BOOT_BOTH_MS);
    afterAll(async () => {
      if (workers?.process.exitCode === null) await workers.stop();
      await app?.close();
    });

    it('serves fresh connections from both workers', async () => {
      const pids = new Set<number | undefined>();
      for (let i = 0; i < 4; i += 1) pids.add((await fresh(port, 'GET', '/api/__test/pid')).body.data?.pid);
      expect(pids.size).toBe(2);
      expect(pids.has(workers.process.pid)).toBe(false);
    });

    it('answers /api/metrics for both workers together, whichever serves the scrape', async () => {
      const scrape = async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(res.status).toBe(200);
        return requestsCounted(await res.text(), '/api/__test/pid');
      };
      const before = await scrape();
      const pids = new Set<number | undefined>();
      for (let i = 0; i < 6; i += 1) pids.add((await fresh(port, 'GET', '/api/__test/pid')).body.data?.pid);
      expect(pids.size).toBe(2);
      // Each worker served some of the six: only the sum over both workers moves by six.
      expect((await scrape()) - before).toBe(6);
      expect((await scrape()) - before).toBe(6);
    });

    it('counts a throttle across the workers', async () => {
      const statuses: number[] = [];
      const body = { email: 'nobody@example.test', password: 'wrong-password' };
      for (let i = 0; i < 6; i += 1)
        statuses.push((await fresh(port, 'POST', '/api/login', { body })).status);
      // Alternating between two workers, each alone would have counted 3 of the limit's 4.
      expect(statuses.slice(0, 4)).not.toContain(429);
      expect(statuses.slice(4)).toEqual([429, 429]);
    });

    it('refuses on every worker a token logged out through one', async () => {
      const user = await createUser(app.strapi, { email: 'cluster-logout@example.test' });
      const token = await tokenFor(app.strapi, user);
      for (let i = 0; i < 2; i += 1)
        expect((await fresh(port, 'GET', '/api/me', { token })).status).toBe(200);
      expect((await fresh(port, 'POST', '/api/logout', { token })).status).toBe(200);
      for (let i = 0; i < 4; i += 1)
        expect((await fresh(port, 'GET', '/api/me', { token })).status).toBe(401);
    });

    it('live: a message sent through either worker reaches the sockets of both, once each', async () => {
      const traveller = await createUser(app.strapi, { email: 'cluster-live@example.test' });
      const token = await tokenFor(app.strapi, traveller);
      const opened = await fresh(port, 'POST', '/api/conversations', {
        token,
        body: { type: 'direct_support', title: 'Through the cluster' },
      });
      const channel = `private-conversation.${opened.body.data?.id}`;
      // A fresh connection each: the cluster hands them to the workers in turn.
      for (let i = 0; i < 6; i += 1) sockets.push(await protocolClient(`http://127.0.0.1:${port}`));
      for (const socket of sockets) socket.subscribe(channel, signedHere(socket.socketId, channel));
      await until(() =>
        sockets.every((socket) => socket.got('pusher_internal:subscription_succeeded').length),
      );
      for (const body of ['First', 'Second'])
        expect(
          (
            await fresh(port, 'POST', `/api/conversations/${opened.body.data?.id}/messages`, {
              token,
              body: { body },
            })
          ).status,
        ).toBe(201);
      await until(() => sockets.every((socket) => socket.got('message.sent', channel).length === 2));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sockets.map((socket) => socket.got('message.sent', channel).length)).toEqual(Array(6).fill(2));
    });

    it('SIGTERM drains both workers: no in-flight request dropped, the primary exits 0', async () => {
      const slow = [0, 1].map(() => fresh(port, 'GET', '/api/__test/slow?ms=1500'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => workers.process.once('exit', resolve));
      workers.process.kill('SIGTERM');
      const answers = await Promise.all(slow);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await exited).toBe(0);
      // The live sockets of both workers were told to reconnect elsewhere.
      expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual(Array(6).fill(4200));
    }, 30000);
  },
);
