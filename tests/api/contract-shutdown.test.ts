import fs from 'fs';
import http from 'http';
import path from 'path';
import { randomBytes } from 'crypto';
import { startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, TestApp } from '../helpers/strapi';

/**
 * Issue 10 item 4: SIGTERM drains. Requests in flight finish, a job under way finishes, a
 * request arriving after the drain began is served or cleanly refused (never reset), and the
 * process exits within its deadline.
 */
type Outcome = { status: number } | { error: string };

const get = (port: number, url: string, agent: http.Agent | false) =>
  new Promise<Outcome>((resolve) => {
    const req = http.get({ port, host: '127.0.0.1', path: url, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });

const exited = (child: { once(event: 'exit', listener: (code: number | null) => void): unknown }) =>
  new Promise<number | null>((resolve) => child.once('exit', resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portOf = (url: string) => Number(new URL(url).port);

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

  it('lets in-flight requests and jobs finish, refuses late ones cleanly, then exits 0', async () => {
    const instance = await startSecondInstance({ TEST_DRAIN_ROUTES: 'true', SHUTDOWN_TIMEOUT_MS: '8000' });
    const port = portOf(instance.url);
    const exit = exited(instance.process);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

    const job = await instance.http().post(`/api/__test/job?ms=1500&marker=${encodeURIComponent(marker)}`);
    expect(job.status).toBe(202);
    const inFlight = Array.from({ length: 24 }, () => get(port, '/api/__test/slow?ms=1500', keepAlive));
    await sleep(400);
    instance.process.kill('SIGTERM');
    await sleep(150);
    const late = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get(port, '/api/__test/slow?ms=10', i % 2 ? keepAlive : false)),
    );

    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 24 }, () => ({ status: 200 })));
    for (const outcome of late) {
      if ('error' in outcome) expect(outcome.error).toBe('ECONNREFUSED');
      else expect(outcome.status).toBe(200);
    }
    expect(await exit).toBe(0);
    expect(fs.readFileSync(marker, 'utf8')).toBe('done');
    keepAlive.destroy();
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
    expect('error' in (await stuck)).toBe(true);
  });
});
