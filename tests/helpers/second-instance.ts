import { spawn } from 'child_process';
import path from 'path';
import request from 'supertest';
import { bootStrapi, type TestApp } from './strapi';

/** A busy 2-core machine (CI runs three jest workers) can take minutes to boot two Strapi processes. */
const READY_WITHIN_MS = 180000;
export const BOOT_BOTH_MS = 300000;

/**
 * Starts another Strapi process on the same database and Redis as the current test instance
 * (`entry`: cluster-main.js starts it as a cluster of workers).
 */
export const startSecondInstance = async (
  extraEnv: Record<string, string> = {},
  entry = 'instance-main.js',
) => {
  const child = spawn(process.execPath, [path.join(__dirname, entry)], {
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`second instance did not start: ${errors}`)),
      READY_WITHIN_MS,
    );
    child.stdout.on('data', (chunk) => {
      const match = /READY (\d+)/.exec(String(chunk));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`second instance exited with ${code}: ${errors}`)));
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    http: () => request(`http://127.0.0.1:${port}`),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

export type SecondInstance = Awaited<ReturnType<typeof startSecondInstance>>;

/**
 * A test file's two instances on one database: this process's, booted before its tests, and a
 * second process; both stopped after them. Read `pair.first` / `pair.second` inside the tests.
 */
export const twoInstancesForFile = () => {
  const pair = {} as { first: TestApp; second: SecondInstance };
  beforeAll(async () => {
    pair.first = await bootStrapi();
    pair.second = await startSecondInstance();
  }, BOOT_BOTH_MS);
  afterAll(async () => {
    await pair.second?.stop();
    await pair.first?.close();
  });
  return pair;
};
