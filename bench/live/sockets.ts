import { createHmac } from 'crypto';
import WebSocket from 'ws';

const T0 = /\\"t0\\":(\d+)/;

/**
 * `count` protocol clients on the given servers (round robin), each subscribed to `channel` with a
 * signature made here. Every `bench.tick` a socket receives is timed on arrival against the `t0`
 * its event carries (the moment the transaction that caused it ended).
 */
export const openSockets = async (urls: string[], count: number, channel: string, secret: string) => {
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  let subscribed = 0;
  const open = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${url}/app/app-key?protocol=7`);
      sockets.push(ws);
      ws.on('error', reject);
      ws.on('message', (data) => {
        const at = Date.now();
        const text = String(data);
        const t0 = T0.exec(text);
        if (t0) return void latencies.push(at - Number(t0[1]));
        const frame = JSON.parse(text);
        if (frame.event === 'pusher:connection_established') {
          const socketId = JSON.parse(frame.data).socket_id;
          const auth = `app-key:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`;
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          subscribed += 1;
          resolve();
        }
      });
    });
  for (let start = 0; start < count; start += 250)
    await Promise.all(
      Array.from({ length: Math.min(250, count - start) }, (_, n) => open(urls[(start + n) % urls.length])),
    );
  return {
    latencies,
    get subscribed() {
      return subscribed;
    },
    close: async () => {
      for (const ws of sockets) ws.terminate();
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
};
