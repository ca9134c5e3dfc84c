import { createHash, createHmac, timingSafeEqual } from 'crypto';
import { createServer, type IncomingMessage, type Server } from 'http';
import { listenLocally } from './local-server';

/** An event the fake took, as the Pusher HTTP API's `POST /apps/{id}/events` carries it. */
export type PublishedEvent = { name: string; channels: string[]; data: string; socket_id?: string };

/**
 * A small Pusher HTTP API on 127.0.0.1 (the one Pusher Channels, Soketi and Reverb serve): it checks
 * each request's signature the way those servers do — `auth_key`, a fresh `auth_timestamp`,
 * `auth_version` 1.0, the body's MD5, and HMAC-SHA256 of `METHOD\npath\nsorted query` with the
 * app's secret — answers 401 to a bad one, and keeps the events it took.
 */
export type FakePusherApi = {
  url: string;
  host: string;
  port: number;
  app: { id: string; key: string; secret: string };
  /** `ok`; `down`: HTTP 500; `hang`: no answer. */
  mode: 'ok' | 'down' | 'hang';
  events: PublishedEvent[];
  refused: string[];
  /** Requests answered 500 in `down` mode. */
  failed: number;
  close(): Promise<void>;
};

const MAX_CLOCK_SKEW_SECONDS = 600;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const startFakePusherApi = async (
  app = { id: 'fake-app', key: 'fake-key', secret: 'fake-secret' },
): Promise<FakePusherApi> => {
  const fake = { app, mode: 'ok', events: [], refused: [], failed: 0 } as unknown as FakePusherApi;

  const signatureProblem = (req: IncomingMessage, path: string, query: URLSearchParams, body: string) => {
    if (query.get('auth_key') !== app.key) return 'unknown key';
    if (query.get('auth_version') !== '1.0') return 'auth_version';
    const age = Math.abs(Date.now() / 1000 - Number(query.get('auth_timestamp')));
    if (!(age <= MAX_CLOCK_SKEW_SECONDS)) return 'stale timestamp';
    if (body && query.get('body_md5') !== createHash('md5').update(body, 'utf8').digest('hex'))
      return 'body_md5';
    const signed = [...query.entries()]
      .filter(([name]) => name !== 'auth_signature')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const expected = createHmac('sha256', app.secret)
      .update([req.method, path, signed].join('\n'))
      .digest('hex');
    return same(expected, query.get('auth_signature') ?? '') ? null : 'signature';
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await bodyOf(req);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'down') {
      fake.failed += 1;
      return void res.writeHead(500).end('Internal Server Error');
    }
    const problem = signatureProblem(req, url.pathname, url.searchParams, body);
    if (problem) {
      fake.refused.push(problem);
      return void res.writeHead(401).end(`Invalid signature: ${problem}`);
    }
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (req.method === 'POST' && url.pathname === `/apps/${app.id}/events`) {
      const event = JSON.parse(body) as PublishedEvent;
      if (Buffer.byteLength(event.data) > 10_240) return json(413, { error: 'Payload too large' });
      fake.events.push(event);
      return json(200, {});
    }
    if (req.method === 'GET' && url.pathname === `/apps/${app.id}/channels`)
      return json(200, { channels: {} });
    json(404, { error: 'Not found' });
  });
  const { url, close } = await listenLocally(server);
  return Object.assign(fake, { url, host: '127.0.0.1', port: Number(new URL(url).port), close });
};
