import { connect, createServer, type Server, type Socket } from 'net';
import type { AddressInfo } from 'net';

/**
 * A TCP balancer on 127.0.0.1 in front of several instances, as a deployment has one: each new
 * connection goes to the first instance that accepts it, so when one dies its clients reconnect
 * to the next.
 */
export const startBalancer = async (ports: () => number[]) => {
  const open = new Set<Socket>();
  let paused = false;
  const route = (client: Socket, candidates: number[]) => {
    const [port, ...rest] = candidates;
    if (port === undefined) return client.destroy();
    const upstream = connect(port, '127.0.0.1');
    let connected = false;
    upstream.on('error', () => {
      // Refused: that instance is gone, the next one takes the connection. Cut: so is the client's.
      if (connected) client.destroy();
      else route(client, rest);
    });
    upstream.once('connect', () => {
      connected = true;
      open.add(upstream);
      client.pipe(upstream).pipe(client);
      upstream.once('close', () => client.destroy());
      client.once('close', () => upstream.destroy());
    });
  };
  const server: Server = createServer((client) => {
    // Paused: as a deployment between an instance's death and its health check, nothing answers.
    if (paused) return void client.destroy();
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    route(client, ports());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
