import { createServer, type AddressInfo } from 'net';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; past `timeoutMs` the test fails naming `what` it waited for. */
export const waitUntil = async (
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  everyMs = 100,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
};

/** A port nothing listens on (yet): a server the test starts there later is "down" until then. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
