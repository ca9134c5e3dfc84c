/**
 * The baseline of `npm run bench:live`: a bare `ws` server that speaks just enough of the Pusher
 * protocol for the bench's clients (connection, subscribe) and, on `publish`, writes each frame
 * straight to every socket: no app, no transaction, no bus. What it costs is the floor; the
 * instance's figures are read against it. Same stdin commands as instance.ts.
 */
import readline from 'readline';
import type { AddressInfo } from 'net';
import { WebSocketServer, type WebSocket } from 'ws';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const main = async () => {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const subscribed = new Map<string, Set<WebSocket>>();
  let next = 0;
  wss.on('connection', (ws) => {
    next += 1;
    const socketId = `${next}.${next}`;
    ws.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
      }),
    );
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.event !== 'pusher:subscribe') return;
      const channel = frame.data.channel as string;
      if (!subscribed.has(channel)) subscribed.set(channel, new Set());
      subscribed.get(channel)!.add(ws);
      ws.on('close', () => subscribed.get(channel)?.delete(ws));
      ws.send(JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }));
    });
  });
  process.stdout.write(`READY ${(wss.address() as AddressInfo).port}\n`);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const command = JSON.parse(line) as { kind: string; channel: string; count: number; gapMs: number };
    if (command.kind === 'memory') {
      for (let n = 0; n < 3; n += 1) {
        (global as { gc?: () => void }).gc?.();
        await sleep(50);
      }
      const { rss, heapUsed, external } = process.memoryUsage();
      process.stdout.write(`DONE ${JSON.stringify({ rss, heapUsed, external })}\n`);
      continue;
    }
    for (let n = 0; n < command.count; n += 1) {
      const frame = JSON.stringify({
        event: 'bench.tick',
        channel: command.channel,
        data: JSON.stringify({ n, t0: Date.now() }),
      });
      for (const ws of subscribed.get(command.channel) ?? []) ws.send(frame);
      if (command.gapMs > 0) await sleep(command.gapMs);
      else if (n % 50 === 49) await sleep(0);
    }
    process.stdout.write(`DONE ${JSON.stringify({ published: command.count })}\n`);
  }
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
