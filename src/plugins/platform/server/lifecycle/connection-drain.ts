import type { IncomingMessage, Server, ServerResponse } from 'http';
import type { Socket } from 'net';

/**
 * How long idle keep-alive connections stay open once the drain begins, even when nothing else is
 * in flight: a request a client sent on one just before the signal is still on its way, and is
 * answered rather than met by a closing connection.
 */
export const IDLE_GRACE_MS = 500;

type Connection = {
  /** Answers to the requests read on this connection that have not ended yet. */
  responses: Set<ServerResponse>;
  /** `socket.bytesRead` when its last response ended: more means the next request is arriving. */
  bytesReadAtRest: number;
  closing: boolean;
};

const ended = (res: ServerResponse) => new Promise<void>((resolve) => res.once('close', () => resolve()));

/**
 * Follows every connection and every request on it, so that a shutdown closes a connection only
 * when no request is on it, neither being answered nor being received.
 *
 * Once draining, every answer not yet started says `Connection: close` and Node closes the
 * connection after it. A keep-alive connection whose last answer went out before the drain stays
 * open: its client may already be sending the next request, which is answered (with
 * `Connection: close`). Idle connections are closed (a FIN, after any unsent bytes) once no request is in
 * flight anywhere and the grace has passed; the drain is over when every connection is closed.
 */
export const trackConnections = (server: Server) => {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let graceOver = false;
  let inHand: Promise<void> = Promise.resolve();
  let allClosed: (() => void) | null = null;

  const track = (socket: Socket) => {
    let connection = connections.get(socket);
    if (connection) return connection;
    connection = { responses: new Set(), bytesReadAtRest: socket.bytesRead, closing: false };
    connections.set(socket, connection);
    socket.once('close', () => {
      connections.delete(socket);
      settle();
    });
    return connection;
  };

  const isIdle = (socket: Socket, connection: Connection) =>
    connection.responses.size === 0 && socket.bytesRead === connection.bytesReadAtRest;

  const settle = () => {
    if (!draining) return;
    const states = [...connections];
    if (graceOver && states.every(([, connection]) => connection.responses.size === 0)) {
      for (const [socket, connection] of states) {
        if (connection.closing || !isIdle(socket, connection)) continue;
        connection.closing = true;
        socket.destroySoon();
      }
    }
    if (connections.size === 0) allClosed?.();
  };

  server.on('connection', track);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A connection taken in before this tracker was installed is followed from its first request.
    const connection = track(req.socket);
    connection.responses.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      connection.responses.delete(res);
      connection.bytesReadAtRest = req.socket.bytesRead;
      settle();
    });
  });

  return {
    /** From now on answers close their connection, and idle connections close after the grace. */
    beginDrain() {
      draining = true;
      const open = [...connections.values()].flatMap(({ responses }) => [...responses]);
      // Answers whose headers are not out yet close their connection too.
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
      inHand = Promise.all(open.map(ended)).then(() => undefined);
      setTimeout(() => {
        graceOver = true;
        settle();
      }, IDLE_GRACE_MS).unref();
    },

    /** Resolves once every request in flight when the drain began is answered. */
    answeredInHand: () => inHand,

    /** Resolves once no connection is open (call it when the listener no longer takes any in). */
    closed(): Promise<void> {
      return new Promise<void>((resolve) => {
        allClosed = resolve;
        settle();
      });
    },
  };
};
