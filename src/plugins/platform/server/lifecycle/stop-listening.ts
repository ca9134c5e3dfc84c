import net from 'net';
import type { AddressInfo, Server, Socket } from 'net';
import { acceptQueueLength } from './accept-queue';

/** Where a connection to our own listener goes: a wildcard address is reached through loopback. */
const ownAddress = (address: AddressInfo) => {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '::1';
  return address.address;
};

/**
 * Stops accepting connections without resetting one the kernel has already completed.
 *
 * Closing a listening socket resets every connection still waiting in the kernel's accept queue:
 * its client connected, may have sent its request, and sees ECONNRESET. Node takes in one
 * connection per turn of its event loop, so on a busy instance connections wait there for tens of
 * milliseconds (a test saw 3 of 4 requests sent 15 ms before SIGTERM reset so). The queue is
 * first in, first out: a connection we open to ourselves (the sentinel) comes out only after every
 * connection queued before it. When it does, the listener closes if nothing is queued behind it
 * (on Linux the kernel says how many are, read just before the close; elsewhere: if no other
 * connection came in while it waited), else another sentinel goes round. Whatever connects later
 * is refused at connect (ECONNREFUSED: nothing was sent, any client may retry it). What is left is
 * a connection whose handshake ends in the instant between that reading and the close. Under a
 * stream that never lets up the listener closes after `timeoutMs`.
 *
 * `http.Server.close()` would also close every idle keep-alive connection at once, resetting a
 * request already on its way on one: the listener is closed as a plain `net.Server`, and the
 * connections are left to the drain.
 */
export const stopListening = (server: Server, timeoutMs: number): Promise<void> =>
  new Promise<void>((resolve) => {
    const address = server.address();
    let sentinel: Socket | null = null;
    let othersThisRound = 0;

    const close = () => {
      clearTimeout(timer);
      server.off('connection', onConnection);
      sentinel?.destroy();
      sentinel = null;
      if (server.listening) net.Server.prototype.close.call(server);
      resolve();
    };
    const sendSentinel = (to: AddressInfo) => {
      othersThisRound = 0;
      sentinel = net.connect({ host: ownAddress(to), port: to.port });
      // The sentinel cannot reach us (an address we cannot dial): close without the guarantee.
      sentinel.once('error', close);
    };
    const onConnection = (socket: Socket) => {
      const isSentinel =
        sentinel !== null &&
        socket.remotePort === sentinel.localPort &&
        socket.remoteAddress === sentinel.localAddress;
      if (!isSentinel) {
        othersThisRound += 1;
        return;
      }
      socket.destroy();
      sentinel?.destroy();
      const to = address as AddressInfo;
      const queued = acceptQueueLength(to);
      if (queued === 0 || (queued === null && othersThisRound === 0)) close();
      else sendSentinel(to);
    };
    const timer = setTimeout(close, timeoutMs);

    // A listener on a pipe has no port to tell the sentinel apart by: it closes at once.
    if (!address || typeof address === 'string') return close();
    server.on('connection', onConnection);
    sendSentinel(address);
  });
