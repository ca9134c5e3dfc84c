import net from 'net';

/**
 * `silent`: accepts connections and never answers a byte (a Redis hung from the start: the client's
 * ready check waits forever). `stalls`: answers each connection's first INFO — the client's ready
 * check, so the client takes it for a live Redis; the handshake's other commands before it get `+OK`)
 * and then nothing (a partition, a stalled server).
 */
export type StalledRedisMode = 'silent' | 'stalls';

const INFO_REPLY = 'redis_version:7.2.0\r\nloading:0\r\n';

/** The command names of the RESP arrays in `text` (a handshake arrives whole, in one chunk). */
const commandNames = (text: string): string[] => {
  const names: string[] = [];
  let at = 0;
  while (text[at] === '*') {
    let end = text.indexOf('\r\n', at);
    const count = Number(text.slice(at + 1, end));
    at = end + 2;
    const args: string[] = [];
    for (let index = 0; index < count; index += 1) {
      end = text.indexOf('\r\n', at);
      const length = Number(text.slice(at + 1, end));
      args.push(text.slice(end + 2, end + 2 + length));
      at = end + 2 + length + 2;
    }
    names.push((args[0] ?? '').toLowerCase());
  }
  return names;
};

/** A fake Redis on 127.0.0.1 that never answers a command; `close()` resets every connection it holds. */
export const startStalledRedis = async (mode: StalledRedisMode) => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let answered = mode === 'silent';
    socket.on('data', (bytes) => {
      for (const name of commandNames(bytes.toString('latin1'))) {
        if (answered) return;
        if (name !== 'info') socket.write('+OK\r\n');
        else {
          answered = true;
          socket.write(`$${Buffer.byteLength(INFO_REPLY)}\r\n${INFO_REPLY}\r\n`);
        }
      }
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
