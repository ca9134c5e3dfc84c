import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';
import { setQuota } from '../helpers/quota';
import { queue } from '../../src/plugins/queue/public';
import { fastPathCounts } from '../../src/plugins/contract/public';
import { notifications } from '../../src/api/notification/public';
import { live } from '../../src/plugins/live/public';
import { collect, pusherFor, subscribed, until } from '../helpers/pusher';

const TOKEN = 'metrics-test-token-0123456789';

/** Every sample of `name` whose labels include `labels`, summed (0 when none). */
const sampleOf = (text: string, name: string, labels: Record<string, string> = {}) => {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
};

describe('GET /api/metrics (issue 24 part 4)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const scrape = async () => {
    const res = await app.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    return res.text;
  };
  /** How much `name{labels}` moved while `work` ran. */
  const delta = async (work: () => Promise<unknown>, name: string, labels: Record<string, string> = {}) => {
    const before = sampleOf(await scrape(), name, labels);
    await work();
    return sampleOf(await scrape(), name, labels) - before;
  };

  beforeAll(async () => {
    app = await bootStrapi({
      env: {
        METRICS_TOKEN: TOKEN,
        SEED_CATALOG: 'true',
        THROTTLE_CONTACTS: '1/60',
        THROTTLE_AI: '100000/60,1000000/86400',
      },
    });
    await createMatrixCallers(app.strapi, 'metrics.test', tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without the token or with another, and the text format with it', async () => {
    expect((await app.http().get('/api/metrics')).status).toBe(401);
    const wrong = await app.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`);
    expect([wrong.status, wrong.body.error.type]).toEqual([401, 'invalid_metrics_token']);
    const res = await app.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# HELP http_request_duration_seconds ');
    expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(res.text).toMatch(/^queue_jobs\{state="waiting"\} \d+$/m);
  });

  it('counts a cache miss then a hit, under the route template and status', async () => {
    const read = () => app.http().get('/api/destinations?per_page=3&metrics=1').expect(200);
    const labels = { route: '/api/destinations', method: 'GET', status: '200' };
    const before = await scrape();
    await read();
    const afterMiss = await scrape();
    await read();
    const afterHit = await scrape();
    // The second hit from this origin is answered by the server's listener, before Koa.
    const listenerBefore = fastPathCounts.listener;
    await read();
    const afterListenerHit = await scrape();
    expect(fastPathCounts.listener - listenerBefore).toBe(1);
    const moved = (text: string, result: string) =>
      sampleOf(text, 'response_cache_lookups_total', { result }) -
      sampleOf(before, 'response_cache_lookups_total', { result });
    expect([moved(afterMiss, 'miss'), moved(afterMiss, 'hit')]).toEqual([1, 0]);
    expect([moved(afterHit, 'miss'), moved(afterHit, 'hit')]).toEqual([1, 1]);
    expect([moved(afterListenerHit, 'miss'), moved(afterListenerHit, 'hit')]).toEqual([1, 2]);
    const count = (text: string) => sampleOf(text, 'http_request_duration_seconds_count', labels);
    expect(count(afterHit) - count(before)).toBe(2);
    expect(count(afterListenerHit) - count(before)).toBe(3);
    // A path no route matches is one label, never its URL.
    const unknown = () => app.http().get('/api/no-such-thing/12345').expect(404);
    const unmatched = { route: 'unmatched', status: '404' };
    expect(await delta(unknown, 'http_request_duration_seconds_count', unmatched)).toBe(1);
    expect(await scrape()).not.toContain('12345');
  });

  it('counts a throttle rejection by its limiter and an invalid webhook signature', async () => {
    const send = () => app.http().post('/api/contacts').send({});
    await send();
    expect(await delta(() => send().expect(429), 'throttle_rejections_total', { limiter: 'contacts' })).toBe(
      1,
    );
    const webhook = () =>
      app
        .http()
        .post('/api/payments/webhook')
        .send({ type: 'TRANSACTION', obj: { id: 1 } })
        .expect(401);
    expect(await delta(webhook, 'payment_webhook_outcomes_total', { outcome: 'invalid_signature' })).toBe(1);
  });

  it('times jobs by name and counts their failures', async () => {
    const jobs = queue(app.strapi);
    jobs.define('metrics-test-ok', async () => undefined);
    jobs.define('metrics-test-fail', async () => {
      throw new Error('expected in this test');
    });
    const before = await scrape();
    await jobs.add('metrics-test-ok', {});
    await jobs.add('metrics-test-fail', {}, { attempts: 1 });
    expect(await jobs.idle()).toBe(true);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('queue_job_duration_seconds_count', { job: 'metrics-test-ok', result: 'success' })).toBe(1);
    expect(moved('queue_job_duration_seconds_count', { job: 'metrics-test-fail', result: 'failure' })).toBe(
      1,
    );
    expect(moved('queue_job_failures_total', { job: 'metrics-test-fail' })).toBe(1);
    expect(moved('queue_job_failures_total', { job: 'metrics-test-ok' })).toBe(0);
  });

  it('counts an AI plan by engine and a quota refusal', async () => {
    const paris = (await app.http().get('/api/destinations?search=Paris&per_page=1')).body.data[0];
    const plan = (who: string) =>
      app
        .http()
        .post('/api/ai/plan')
        .set('Authorization', `Bearer ${tokens[who]}`)
        .send({ destination_id: paris.id, no_of_days: 1, save: false });
    await setQuota(app.strapi, { id: ids.owner }, 10);
    await setQuota(app.strapi, { id: ids.other }, 1, 1);
    const calls = { kind: 'plan', engine: 'builtin', state: 'success' };
    expect(await delta(() => plan('owner').expect(200), 'ai_engine_calls_total', calls)).toBe(1);
    expect(await delta(() => plan('other').expect(402), 'ai_quota_refusals_total')).toBe(1);
    expect(sampleOf(await scrape(), 'ai_fallbacks_total')).toBe(0);
  });

  it('counts live sockets, subscriptions, events by channel type and their lag from the commit', async () => {
    const channel = `private-App.Models.User.${ids.owner}`;
    const type = { channel_type: 'private-App.Models.User' };
    const before = await scrape();
    const client = pusherFor(app, tokens.owner);
    const heard = collect(await subscribed(client, channel), 'notification.created');
    const open = await scrape();
    expect(sampleOf(open, 'realtime_sockets') - sampleOf(before, 'realtime_sockets')).toBe(1);
    expect(sampleOf(open, 'realtime_subscriptions') - sampleOf(before, 'realtime_subscriptions')).toBe(1);
    await notifications(app.strapi).notifications.store(
      { userId: ids.owner, type: 'metrics_notice', title: 'Counted', body: 'Counted', data: {}, mail: false },
      'metrics-notice',
    );
    await until(() => heard.length === 1);
    const after = await scrape();
    const moved = (name: string) => sampleOf(after, name, type) - sampleOf(open, name, type);
    expect(moved('realtime_events_total')).toBe(1);
    expect(moved('realtime_deliveries_total')).toBe(1);
    expect(moved('realtime_delivery_lag_seconds_count')).toBe(1);
    client.disconnect();
    await until(() => live(app.strapi).live.status().sockets === 0);
    expect(sampleOf(await scrape(), 'realtime_sockets')).toBe(sampleOf(before, 'realtime_sockets'));
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 404 like an unknown route, token or not', async () => {
    for (const auth of ['', 'Bearer anything']) {
      const res = await app.http().get('/api/metrics').set('Authorization', auth);
      expect([res.status, res.body.error.type]).toEqual([404, 'not_found']);
    }
  });
});
