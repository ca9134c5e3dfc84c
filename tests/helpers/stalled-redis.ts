import net from 'net';

/**
 * `silent`: accepts connections and never answers a byte (a Redis hung from the start: the client's
 * ready check waits forever). `stalls`: answers each connection's first INFO — the client's ready
 * check, so the client takes it for a live Redis — and then nothing (a partition, a stalled server).
 */
export type StalledRedisMode = 'silent' | 'stalls';

const INFO_REPLY = 'redis_version:7.2.0\r\nloading:0\r\n';

/** A fake Redis on 127.0.0.1 that never answers a command; `close()` resets every connection it holds. */
export const startStalledRedis = async (mode: StalledRedisMode) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let answered = mode === 'silent';
    socket.on('data', (bytes) => {
      if (answered || !/info/i.test(bytes.toString('latin1'))) return;
      answered = true;
      socket.write(`$${Buffer.byteLength(INFO_REPLY)}\r\n${INFO_REPLY}\r\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
