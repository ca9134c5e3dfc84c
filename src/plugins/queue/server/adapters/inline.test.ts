import { jobIdOf } from './bullmq';
import { inlineDriver } from './inline';
import { backoffFor } from './queue-driver';

const quiet = { error: jest.fn(), warn: jest.fn() };
const options = (extra: object = {}) => ({ attempts: 3, backoffMs: 5, delayMs: 0, ...extra });

describe('the inline queue driver', () => {
  it('runs the jobs added before start once it starts, with their data', async () => {
    const driver = inlineDriver(quiet, { keepSeconds: 60, concurrency: 5 });
    const seen: unknown[] = [];
    await driver.add('greet', { to: 'ana' }, options());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    await driver.start(() => async (data) => void seen.push(data));
    expect(await driver.idle(1000)).toBe(true);
    expect(seen).toEqual([{ to: 'ana' }]);
  });

  it('runs at most `concurrency` jobs at once, in the order they became due', async () => {
    const driver = inlineDriver(quiet, { keepSeconds: 60, concurrency: 2 });
    let now = 0;
    let most = 0;
    const order: number[] = [];
    await driver.start(() => async (data) => {
      now += 1;
      most = Math.max(most, now);
      order.push(data as number);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now -= 1;
    });
    for (let i = 0; i < 10; i += 1) await driver.add('step', i, options());
    expect(await driver.idle(2000)).toBe(true);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('retries a failing job with growing waits, then succeeds', async () => {
    const driver = inlineDriver(quiet, { keepSeconds: 60, concurrency: 5 });
    const tries: Array<{ attempt: number; at: number }> = [];
    await driver.start(() => async (_data, info) => {
      tries.push({ attempt: info.attempt, at: Date.now() });
      if (info.attempt < 3) throw new Error('not yet');
    });
    await driver.add('flaky', null, options({ backoffMs: 20 }));
    expect(await driver.idle(2000)).toBe(true);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(18);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(38);
  });

  it('gives up after its attempts and says so', async () => {
    const log = { error: jest.fn(), warn: jest.fn() };
    const driver = inlineDriver(log, { keepSeconds: 60, concurrency: 5 });
    let calls = 0;
    await driver.start(() => async () => {
      calls += 1;
      throw new Error('broken');
    });
    await driver.add('broken', null, options({ key: 'k-1' }));
    expect(await driver.idle(2000)).toBe(true);
    expect(calls).toBe(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('failed after 3 tries'),
      expect.anything(),
    );
  });

  it('refuses a second job with the same key while the key is kept', async () => {
    const driver = inlineDriver(quiet, { keepSeconds: 60, concurrency: 5 });
    let runs = 0;
    await driver.start(() => async () => void (runs += 1));
    expect(await driver.add('once', null, options({ key: 'order:1' }))).toMatchObject({ duplicate: false });
    expect(await driver.add('once', null, options({ key: 'order:1' }))).toMatchObject({ duplicate: true });
    expect(await driver.add('once', null, options({ key: 'order:2' }))).toMatchObject({ duplicate: false });
    await driver.idle(1000);
    expect(runs).toBe(2);
  });

  it('fails a job whose name has no handler (and retries it: a handler may be defined late)', async () => {
    const log = { error: jest.fn(), warn: jest.fn() };
    const driver = inlineDriver(log, { keepSeconds: 60, concurrency: 5 });
    await driver.start(() => undefined);
    await driver.add('nobody', null, options({ attempts: 2 }));
    await driver.idle(1000);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('failed after 2 tries'),
      expect.anything(),
    );
  });

  it('lets a running job finish at stop and drops the waiting ones', async () => {
    const log = { error: jest.fn(), warn: jest.fn() };
    const driver = inlineDriver(log, { keepSeconds: 60, concurrency: 5 });
    const done: string[] = [];
    await driver.start(() => async (data) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done.push(String(data));
    });
    await driver.add('slow', 'now', options());
    await driver.add('slow', 'later', options({ delayMs: 10000 }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await driver.stop();
    expect(done).toEqual(['now']);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('1 inline job(s) dropped'));
  });
});

describe('queue helpers', () => {
  it('doubles the backoff each try', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffFor(100, attempt))).toEqual([100, 200, 400, 800]);
  });

  it('turns any key into a stable BullMQ id without colons', () => {
    expect(jobIdOf('notify:payment_succeeded:7')).toBe(jobIdOf('notify:payment_succeeded:7'));
    expect(jobIdOf('a:b')).not.toBe(jobIdOf('a:c'));
    expect(jobIdOf('a:b')).toMatch(/^k-[0-9a-f]{40}$/);
  });
});
