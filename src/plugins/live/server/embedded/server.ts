import http, { type IncomingMessage, type Server } from 'http';
import type { Duplex } from 'stream';
import type { Core } from '@strapi/strapi';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LocalChannels } from '../channels/local-channels';
import type { PresenceStore } from '../channels/presence';
import type { LiveConfig } from '../config';
import { CODES, PROTOCOL_VERSION } from '../protocol/codes';
import { errorFrame, PING } from '../protocol/frames';
import type { LiveEvent } from '../bus/live-event';
import { Connection } from './connection';
import { newSocketId } from './socket-ids';
import { SocketOwners } from './socket-owners';
import type { UserSockets } from './user-sockets';
import { VOUCH_EVERY_MS } from '../vouching';

/** Frames over this are refused by `ws` itself (closed 1009); up to it, ours answer with an error. */
const MAX_PAYLOAD = 64 * 1024;
/** How often idle sockets are looked at; one answering no ping within this is closed (4201). */
const SWEEP_MS = 30_000;
/** A socket with more than this waiting to be sent does not read: it is closed (4100, retry later). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long a closing socket may take to answer the close before it is cut (a drain, a stop). */
const CLOSE_GRACE_MS = 1000;

const APP_PATH = /^\/app\/([^/?]+)$/;

export type EmbeddedServer = {
  readonly sockets: number;
  /** A channel was signed for `socketId` as `userId`'s (on any instance); the 21st socket of a user is closed. */
  bind(socketId: string, userId: number): Promise<void>;
  /** The user's access changed: their sockets close (4200) and subscribe again, if they still may. */
  drop(userId: number): void;
  /** Closes every socket with `code` (4200 on a drain: reconnect elsewhere) and stops listening. */
  close(code: number, reason: string): Promise<void>;
};

/** What the server works with: the channels of this process, presence, the bus, the user counts. */
export type EmbeddedParts = {
  channels: LocalChannels;
  presence: PresenceStore;
  publish: (event: LiveEvent) => void;
  userSockets: UserSockets;
};

type Tracked = { ws: WebSocket; connection: Connection; lastSeen: number; pingedAt: number | null };

/**
 * The embedded Pusher-protocol server: WebSocket connections at `/app/{key}` on the API's own port
 * and, when configured, on REALTIME_PORT. An unknown key is closed with 4001, an unsupported
 * protocol version with 4007; idle sockets are pinged and closed when they no longer answer.
 */
export const startEmbedded = (
  strapi: Core.Strapi,
  config: LiveConfig,
  { channels, presence, publish, userSockets }: EmbeddedParts,
): EmbeddedServer => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const tracked = new Map<WebSocket, Tracked>();
  const bySocketId = new Map<string, Tracked>();
  const owners = new SocketOwners(userSockets, config.limits.connectionsPerUser);
  const deps = {
    app: { key: config.appKey, secret: config.appSecret },
    channels,
    presence,
    limits: config.limits,
    activityTimeoutSeconds: config.activityTimeoutSeconds,
    publish,
  };

  const accept = (ws: WebSocket, request: IncomingMessage, key: string) => {
    if (key !== config.appKey) {
      ws.send(errorFrame(CODES.unknownAppKey, 'Unknown app key'));
      return ws.close(CODES.unknownAppKey, 'Unknown app key');
    }
    const asked = new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get('protocol');
    if (asked !== null && Number(asked) !== PROTOCOL_VERSION) {
      ws.send(errorFrame(CODES.unsupportedProtocol, `Protocol ${PROTOCOL_VERSION} only`));
      return ws.close(CODES.unsupportedProtocol, 'Unsupported protocol version');
    }
    const socket = {
      send(text: string) {
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) ws.close(CODES.overLimit, 'The socket does not read');
        else ws.send(text);
      },
      close: (code: number, reason: string) => ws.close(code, reason),
    };
    const connection = new Connection(newSocketId(), socket, deps);
    const state: Tracked = { ws, connection, lastSeen: Date.now(), pingedAt: null };
    tracked.set(ws, state);
    bySocketId.set(connection.socketId, state);
    ws.on('message', (data, isBinary) => {
      state.lastSeen = Date.now();
      state.pingedAt = null;
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (isBinary) return connection.send(errorFrame(null, 'Text frames only.'));
      connection.receive(buffer.toString('utf8'), buffer.length);
    });
    ws.on('close', () => {
      tracked.delete(ws);
      bySocketId.delete(connection.socketId);
      owners.forget(connection.socketId);
      connection.closed();
    });
    ws.on('error', (error) => strapi.log.debug(`live: socket ${connection.socketId}: ${error.message}`));
  };

  /** The app key a WebSocket request asks for, or null for another path or a malformed one. */
  const keyOf = (request: IncomingMessage): string | null => {
    const match = APP_PATH.exec((request.url ?? '/').split('?')[0]);
    if (!match) return null;
    try {
      return decodeURIComponent(match[1]);
    } catch (error) {
      if (error instanceof URIError) return null;
      throw error;
    }
  };

  const upgrade = (server: Server) => (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const key = keyOf(request);
    if (key === null) {
      // Another upgrade listener of the server (a dev server's) may want it; otherwise: not found.
      if (server.listeners('upgrade').length === 1)
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, key));
  };

  const apiServer = strapi.server.httpServer as Server;
  const onApiUpgrade = upgrade(apiServer);
  apiServer.on('upgrade', onApiUpgrade);
  let ownServer: Server | null = null;
  if (config.port !== null) {
    ownServer = http.createServer((_, response) => {
      response.writeHead(426, { Connection: 'close', Upgrade: 'websocket' }).end();
    });
    ownServer.on('upgrade', upgrade(ownServer));
    ownServer.on('error', (error) => strapi.log.error(`live: port ${config.port} not served`, { error }));
    ownServer.listen(config.port, config.host);
  }

  // Sockets silent past the activity timeout are pinged; one still silent a sweep later is closed.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ws, state] of tracked) {
      if (state.pingedAt !== null) {
        if (now - state.pingedAt >= SWEEP_MS) ws.close(CODES.pongNotReceived, 'Pong reply not received');
      } else if (now - state.lastSeen >= config.activityTimeoutSeconds * 1000) {
        state.pingedAt = now;
        ws.send(PING);
      }
    }
  }, SWEEP_MS);
  sweep.unref();
  const vouch = setInterval(() => owners.refresh(), VOUCH_EVERY_MS);
  vouch.unref();

  return {
    get sockets() {
      return tracked.size;
    },
    async bind(socketId, userId) {
      if (!bySocketId.has(socketId) || (await owners.bind(socketId, userId))) return;
      const state = bySocketId.get(socketId);
      const limit = config.limits.connectionsPerUser;
      state?.connection.send(errorFrame(CODES.overLimit, `A user may hold ${limit} connections.`));
      state?.ws.close(CODES.overLimit, 'Over the connections of a user');
    },
    drop(userId) {
      for (const socketId of owners.socketsOf(userId))
        bySocketId.get(socketId)?.ws.close(CODES.reconnect, 'Access changed: subscribe again');
    },
    async close(code, reason) {
      clearInterval(sweep);
      clearInterval(vouch);
      apiServer.off('upgrade', onApiUpgrade);
      const sockets = [...tracked.keys()];
      const closed = sockets.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
      for (const ws of sockets) ws.close(code, reason);
      // A peer that does not answer the close within the grace is cut.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closed),
        new Promise<void>((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS))),
      ]);
      clearTimeout(grace);
      for (const ws of tracked.keys()) ws.terminate();
      presence.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (ownServer) await new Promise<void>((resolve) => ownServer!.close(() => resolve()));
    },
  };
};
