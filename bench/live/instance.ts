/**
 * One instance of `npm run bench:live`: the app on an ephemeral port (its WebSocket server on the
 * API's port), taking commands as JSON lines on stdin and answering `DONE {json}` on stdout:
 * `publish` (events after a commit, each carrying the time its transaction ended), `memory` (after
 * a full collection) and `outboxLag` (commit → consumer of outbox events under mixed writes).
 */
import readline from 'readline';
import type { AddressInfo } from 'net';
import type { Core } from '@strapi/strapi';
import { live } from '../../src/plugins/live/public';
import { outboxLag } from './outbox-lag';
import { bootBenchApp } from '../boot';

type Command =
  | { kind: 'publish'; channel: string; count: number; gapMs: number }
  | { kind: 'memory' }
  | { kind: 'outboxLag'; events: number; writers: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` events on `channel`, each sent once the transaction that caused it commits. */
const publish = async (
  strapi: Core.Strapi,
  { channel, count, gapMs }: Extract<Command, { kind: 'publish' }>,
) => {
  for (let n = 0; n < count; n += 1) {
    await strapi.db.transaction(async () => {
      await live(strapi).live.afterCommit(channel, 'bench.tick', { n, t0: Date.now() });
    });
    if (gapMs > 0) await sleep(gapMs);
    // A burst still yields now and then, as a server under load does between requests.
    else if (n % 50 === 49) await sleep(0);
  }
  return { published: count };
};

const memory = async () => {
  for (let n = 0; n < 3; n += 1) {
    (global as { gc?: () => void }).gc?.();
    await sleep(50);
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
};

const main = async () => {
  const strapi = await bootBenchApp();
  strapi.server.mount();
  await new Promise<void>((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`READY ${(strapi.server.httpServer.address() as AddressInfo).port}\n`);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const command = JSON.parse(line) as Command;
    const result =
      command.kind === 'publish'
        ? await publish(strapi, command)
        : command.kind === 'memory'
          ? await memory()
          : await outboxLag(strapi, command);
    process.stdout.write(`DONE ${JSON.stringify(result)}\n`);
  }
  await strapi.destroy();
  process.exit(0);
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
