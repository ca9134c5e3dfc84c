import type { Server } from 'http';
import type { AddressInfo } from 'net';

/** Listens on a free port of 127.0.0.1: the server's base URL and a close that drops open connections. */
export const listenLocally = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
