import http, { type IncomingMessage, type Server } from 'http';
import type { Duplex } from 'stream';
import type { Core } from '@strapi/strapi';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LocalChannels } from '../channels/local-channels';
import type { LiveConfig } from '../config';
import { CODES, PROTOCOL_VERSION } from '../protocol/codes';
import { errorFrame, PING } from '../protocol/frames';
import type { LiveEvent } from '../bus/live-event';
import { Connection } from './connection';
import { newSocketId } from './socket-ids';

/** Frames over this are refused by `ws` itself (closed 1009); up to it, ours answer with an error. */
const MAX_PAYLOAD = 64 * 1024;
/** How often idle sockets are looked at; one answering no ping within this is closed (4201). */
const SWEEP_MS = 30_000;

const APP_PATH = /^\/app\/([^/?]+)$/;

export type EmbeddedServer = {
  readonly sockets: number;
  /** Closes every socket with `code` (4200 on a drain: reconnect elsewhere) and stops listening. */
  close(code: number, reason: string): Promise<void>;
};

type Tracked = { connection: Connection; lastSeen: number; pingedAt: number | null };

/**
 * The embedded Pusher-protocol server: WebSocket connections at `/app/{key}` on the API's own port
 * and, when configured, on REALTIME_PORT. An unknown key is closed with 4001, an unsupported
 * protocol version with 4007; idle sockets are pinged and closed when they no longer answer.
 */
export const startEmbedded = (
  strapi: Core.Strapi,
  config: LiveConfig,
  channels: LocalChannels,
  publish: (event: LiveEvent) => void,
): EmbeddedServer => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  const tracked = new Map<WebSocket, Tracked>();
  const deps = {
    app: { key: config.appKey, secret: config.appSecret },
    channels,
    limits: config.limits,
    activityTimeoutSeconds: config.activityTimeoutSeconds,
    publish,
  };

  const accept = (ws: WebSocket, request: IncomingMessage, key: string) => {
    if (key !== config.appKey) {
      ws.send(errorFrame(CODES.unknownAppKey, 'Unknown app key'));
      return ws.close(CODES.unknownAppKey, 'Unknown app key');
    }
    const asked = new URL(request.url ?? '/', 'http://localhost').searchParams.get('protocol');
    if (asked !== null && Number(asked) !== PROTOCOL_VERSION) {
      ws.send(errorFrame(CODES.unsupportedProtocol, `Protocol ${PROTOCOL_VERSION} only`));
      return ws.close(CODES.unsupportedProtocol, 'Unsupported protocol version');
    }
    const connection = new Connection(newSocketId(), ws, deps);
    const state: Tracked = { connection, lastSeen: Date.now(), pingedAt: null };
    tracked.set(ws, state);
    ws.on('message', (data, isBinary) => {
      state.lastSeen = Date.now();
      state.pingedAt = null;
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (isBinary) return connection.send(errorFrame(null, 'Text frames only.'));
      connection.receive(buffer.toString('utf8'), buffer.length);
    });
    ws.on('close', () => {
      tracked.delete(ws);
      connection.closed();
    });
    ws.on('error', (error) => strapi.log.debug(`live: socket ${connection.socketId}: ${error.message}`));
  };

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = APP_PATH.exec(path);
    if (!match) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, decodeURIComponent(match[1])));
  };

  const apiServer = strapi.server.httpServer as Server;
  apiServer.on('upgrade', upgrade);
  let ownServer: Server | null = null;
  if (config.port !== null) {
    ownServer = http.createServer((_, response) => {
      response.writeHead(426, { Connection: 'close', Upgrade: 'websocket' }).end();
    });
    ownServer.on('upgrade', upgrade);
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

  return {
    get sockets() {
      return tracked.size;
    },
    async close(code, reason) {
      clearInterval(sweep);
      apiServer.off('upgrade', upgrade);
      for (const ws of tracked.keys()) ws.close(code, reason);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (ownServer) await new Promise<void>((resolve) => ownServer!.close(() => resolve()));
    },
  };
};
