import net from 'net';
import type { AddressInfo } from 'net';
import { acceptQueueLength } from './accept-queue';

const busyFor = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('acceptQueueLength', () => {
  const onLinux = (count: number) => (process.platform === 'linux' ? count : null);

  it.each(['127.0.0.1', '::1'])(
    'counts the connections to %s the kernel completed and the process has not taken in',
    async (host) => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      const address = server.address() as AddressInfo;
      const accepted = new Promise<void>((resolve) => {
        let count = 0;
        server.on('connection', () => (count += 1) === 3 && resolve());
      });
      const clients = Array.from({ length: 3 }, () => net.connect(address.port, host));
      // The connects run on the next tick; the loop, kept busy, accepts none of them yet.
      await new Promise<void>((resolve) => process.nextTick(resolve));
      busyFor(50);
      expect(acceptQueueLength(address)).toBe(onLinux(3));

      await accepted;
      expect(acceptQueueLength(address)).toBe(onLinux(0));
      for (const client of clients) client.destroy();
      server.close();
    },
  );

  it('knows nothing of a port no one listens on', () => {
    expect(acceptQueueLength({ address: '127.0.0.1', family: 'IPv4', port: 1 })).toBeNull();
  });
});
