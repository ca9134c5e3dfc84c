import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import { randomBytes } from 'crypto';
import { startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, TestApp } from '../helpers/strapi';

/**
 * Issue 10 item 4 and issue 20 item 2: SIGTERM drains. Every request the instance has taken in
 * (or whose connection it has taken in) is answered, whether it is slow or fast, on a keep-alive
 * or a fresh connection, sent just before the signal or on an idle keep-alive socket just after
 * it; a new connection while the requests in hand are answered is served too; answers given
 * during the drain close their connection; a job under way finishes; the process exits 0 within
 * its deadline.
 */
type Outcome = { label: string; connection?: string; reused: boolean };

const RESETS = new Set(['ECONNRESET', 'EPIPE', 'socket hang up']);

const get = (port: number, url: string, agent: http.Agent | false) =>
  new Promise<Outcome>((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      resolve({ label: RESETS.has(code) ? 'reset' : code, reused: req.reusedSocket });
    };
    const req = http.get({ port, host: '127.0.0.1', path: url, agent }, (res) => {
      res.resume();
      res.on('error', failed);
      res.on('end', () =>
        resolve({
          label: String(res.statusCode),
          connection: res.headers.connection,
          reused: req.reusedSocket,
        }),
      );
    });
    req.on('error', failed);
  });

const connect = (port: number) =>
  new Promise<net.Socket>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
  });

/** A request written by hand on an open connection; the answer is read until the connection closes. */
const rawGet = (socket: net.Socket, url: string) =>
  new Promise<Outcome>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      resolve({ label: RESETS.has(code) ? 'reset' : code, reused: true });
    });
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      const connection = /\r\nconnection: *([^\r]*)/i.exec(received)?.[1];
      resolve({ label: status ?? 'closed unanswered', connection, reused: true });
    });
    socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });

/** How many requests of a category ended each way: `{ '200': 6 }`, `{ '200': 4, reset: 2 }`. */
const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>(
    (counts, { label }) => ({ ...counts, [label]: (counts[label] ?? 0) + 1 }),
    {},
  );

const exited = (child: { once(event: 'exit', listener: (code: number | null) => void): unknown }) =>
  new Promise<number | null>((resolve) => child.once('exit', resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const later = <T>(ms: number, send: () => Promise<T>) => sleep(ms).then(send);
const portOf = (url: string) => Number(new URL(url).port);
const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));
const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });
/** 1 to 3 s: all of them still running when the signal comes 0.6 s after they were sent. */
const slowUrl = (i: number) => `/api/__test/slow?ms=${1000 + (i % 5) * 500}`;
const FAST_URL = '/api/__test/slow?ms=0';

describe('graceful shutdown', () => {
  let app: TestApp;
  const marker = path.join(__dirname, `job-${randomBytes(4).toString('hex')}.done`);

  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    fs.rmSync(marker, { force: true });
    await app?.close();
  });

  it('answers every request it has taken in, resets none, finishes the job, then exits 0', async () => {
    const instance = await startSecondInstance({ TEST_DRAIN_ROUTES: 'true', SHUTDOWN_TIMEOUT_MS: '8000' });
    const port = portOf(instance.url);
    const exit = exited(instance.process);
    const [busy, idle, fast] = [keepAliveAgent(), keepAliveAgent(), keepAliveAgent()];

    const job = await instance.http().post(`/api/__test/job?ms=1500&marker=${encodeURIComponent(marker)}`);
    expect(job.status).toBe(202);
    // Keep-alive sockets left idle, for requests sent on them just after the signal.
    expect(tally(await Promise.all(times(8, () => get(port, FAST_URL, idle))))).toEqual({ '200': 8 });

    const slowKeepAlive = times(6, (i) => get(port, slowUrl(i), busy));
    const slowFresh = times(6, (i) => get(port, slowUrl(i), false));
    // Connections opened (as a browser preconnects) whose first request comes after the signal.
    const preconnected = await Promise.all(times(4, () => connect(port)));
    await sleep(550);
    // Fast ones racing the signal; each keep-alive one sends its next request on the same socket.
    const fastFresh = times(4, () => get(port, FAST_URL, false));
    const fastKeepAlive = times(4, () => get(port, FAST_URL, fast));
    const followUps = fastKeepAlive.map((first) => first.then(() => get(port, FAST_URL, fast)));
    await sleep(15);
    instance.process.kill('SIGTERM');
    const afterSignal = [0, 0, 5, 10, 20, 40, 80, 160].map((delay, i) =>
      later(delay, () => get(port, i % 2 ? slowUrl(i) : FAST_URL, idle)),
    );
    const onPreconnected = preconnected.map((socket, i) =>
      later([0, 10, 40, 120][i], () => rawGet(socket, FAST_URL)),
    );
    await sleep(250);
    const duringDrain = times(10, (i) => get(port, FAST_URL, i % 2 ? busy : false));

    const outcomes: Record<string, Outcome[]> = {
      'slow, keep-alive': await Promise.all(slowKeepAlive),
      'slow, fresh connection': await Promise.all(slowFresh),
      'fast, fresh connection, just before': await Promise.all(fastFresh),
      'fast, keep-alive, just before': await Promise.all(fastKeepAlive),
      'next request on that keep-alive socket': await Promise.all(followUps),
      'idle keep-alive socket, just after': await Promise.all(afterSignal),
      'preconnected socket, just after': await Promise.all(onPreconnected),
      'new connection during the drain': await Promise.all(duringDrain),
    };
    // Every request is answered: those in flight at the signal, those on connections taken in before
    // it, and new connections while the requests in hand are being answered (the listener stays open
    // until then; its closing without resets is stop-listening.test.ts's).
    expect(Object.fromEntries(Object.entries(outcomes).map(([name, list]) => [name, tally(list)]))).toEqual(
      Object.fromEntries(Object.entries(outcomes).map(([name, list]) => [name, { '200': list.length }])),
    );

    // The idle sockets were really reused, and every answer given during the drain closes its connection.
    expect(outcomes['idle keep-alive socket, just after'].every((outcome) => outcome.reused)).toBe(true);
    const drained = [
      'slow, keep-alive',
      'slow, fresh connection',
      'idle keep-alive socket, just after',
      'preconnected socket, just after',
      'new connection during the drain',
    ].flatMap((name) => outcomes[name]);
    expect(drained.map((outcome) => outcome.connection)).toEqual(drained.map(() => 'close'));

    expect(await exit).toBe(0);
    expect(fs.readFileSync(marker, 'utf8')).toBe('done');
    for (const agent of [busy, idle, fast]) agent.destroy();
  });

  it('says draining on readiness (503) during the drain, while liveness stays 200', async () => {
    const instance = await startSecondInstance({ TEST_DRAIN_ROUTES: 'true', SHUTDOWN_TIMEOUT_MS: '8000' });
    const exit = exited(instance.process);
    expect((await instance.http().get('/api/health/ready')).status).toBe(200);
    // A request in hand keeps the listener open while the balancer is told to go elsewhere.
    const inHand = get(portOf(instance.url), '/api/__test/slow?ms=1500', false);
    await sleep(200);
    instance.process.kill('SIGTERM');
    await sleep(100);
    const ready = await instance.http().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toEqual(
      expect.objectContaining({ type: 'upstream_unavailable', status: 503, state: 'draining' }),
    );
    const live = await instance.http().get('/api/health/live');
    expect([live.status, live.body.data]).toEqual([200, { status: 'alive', draining: true }]);
    expect((await inHand).label).toBe('200');
    expect(await exit).toBe(0);
  });

  it('exits at its deadline when a request outlives it', async () => {
    const instance = await startSecondInstance({ TEST_DRAIN_ROUTES: 'true', SHUTDOWN_TIMEOUT_MS: '500' });
    const exit = exited(instance.process);
    const stuck = get(portOf(instance.url), '/api/__test/slow?ms=30000', false);
    await sleep(300);
    const signalled = Date.now();
    instance.process.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10000);
    expect((await stuck).label).not.toBe('200');
  });
});
