import net from 'net';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * CONTRACT §1.3 (JSON 1 MB, uploads 5 MB) and issue 34 item 12: a body over the limit is answered
 * 413 `payload_too_large` that the client reads, however it sends the body — streamed slowly,
 * chunked or with a declared length — without EPIPE or ECONNRESET: the server reads the rest of
 * the body (up to a bound) before it answers and closes. A body far beyond the bound is cut off.
 */
type Reply = {
  status: number;
  headers: Record<string, string>;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  error: string | null;
  sent: number;
  ms: number;
};

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

const parseReply = (raw: Buffer): Omit<Reply, 'error' | 'sent' | 'ms'> => {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return { status: 0, headers: {}, body: {} };
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? 0);
  const body = text.slice(split + 4, split + 4 + length);
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : {} };
};

/**
 * Sends `body` in 64 KB chunks with a pause between them, to the end whatever the server does (as
 * a client that writes its whole request before reading), then reads the answer until the close.
 */
const sendSlowly = (
  base: string,
  request: {
    path: string;
    headers: Record<string, string>;
    body: Buffer;
    chunked: boolean;
    pauseMs?: number;
  },
) =>
  new Promise<Reply>((resolve) => {
    const { port } = new URL(base);
    const started = Date.now();
    const received: Buffer[] = [];
    let error: string | null = null;
    let sent = 0;
    const socket = net.connect(Number(port), '127.0.0.1');
    const framing = request.chunked
      ? { 'Transfer-Encoding': 'chunked' }
      : { 'Content-Length': String(request.body.length) };
    const head = Object.entries({ Host: '127.0.0.1', ...request.headers, ...framing })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const frame = (bytes: Buffer) =>
      request.chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes;
    const next = () => {
      if (socket.destroyed) return;
      if (sent >= request.body.length) {
        if (request.chunked) socket.write('0\r\n\r\n');
        return;
      }
      const bytes = request.body.subarray(sent, sent + CHUNK);
      sent += bytes.length;
      socket.write(frame(bytes), () => setTimeout(next, request.pauseMs ?? 0));
    };
    socket.on('connect', () => {
      socket.write(`POST ${request.path} HTTP/1.1\r\n${head}\r\n`);
      next();
    });
    socket.on('data', (bytes) => received.push(bytes));
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error ??= failure.code ?? failure.message;
    });
    socket.setTimeout(30000, () => {
      error ??= 'client timeout';
      socket.destroy();
    });
    socket.on('close', () =>
      resolve({ ...parseReply(Buffer.concat(received)), error, sent, ms: Date.now() - started }),
    );
  });

const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ title: 'x'.repeat(bytes) }));

const multipartOf = (bytes: number) => {
  const boundary = 'limits-boundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(bytes, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

const expectTooLarge = (reply: Reply, label: string) =>
  expect([label, reply.error, reply.status, reply.headers.connection, reply.body]).toEqual([
    label,
    null,
    413,
    'close',
    {
      success: false,
      message: 'The request body is too large.',
      error: expect.objectContaining({ type: 'payload_too_large', status: 413 }),
    },
  ]);

describe('a body over the limit is answered 413, which the client reads (CONTRACT §1.3)', () => {
  let app: TestApp;
  let bearer: Record<string, string>;
  beforeAll(async () => {
    app = await bootStrapi({ env: { THROTTLE_API: '100000/60' } });
    const user = await createUser(app.strapi, { email: 'body-limits@example.test' });
    bearer = { Authorization: `Bearer ${await tokenFor(app.strapi, user)}` };
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['streamed chunked', true],
    ['with its length declared', false],
  ])('a 3 MB JSON body %s, slowly, five times', async (label, chunked) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await sendSlowly(app.url, {
        path: '/api/trips',
        headers: { ...bearer, 'Content-Type': 'application/json' },
        body: jsonOf(3 * MB),
        chunked,
        pauseMs: 2,
      });
      expectTooLarge(reply, `${label} #${attempt}`);
      expect(reply.sent).toBe(jsonOf(3 * MB).length);
    }
  });

  it.each([
    ['streamed chunked', true],
    ['with its length declared', false],
  ])('a 7 MB upload %s to a route that takes a file, five times', async (label, chunked) => {
    const form = multipartOf(7 * MB);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await sendSlowly(app.url, {
        path: '/api/profile',
        headers: { ...bearer, 'Content-Type': form.type },
        body: form.body,
        chunked,
        pauseMs: 1,
      });
      expectTooLarge(reply, `${label} #${attempt}`);
    }
  });

  it.each([
    ['streamed chunked', true],
    ['with its length declared', false],
  ])('a 64 MB body %s is cut off, and the server answers on', async (_label, chunked) => {
    const reply = await sendSlowly(app.url, {
      path: '/api/trips',
      headers: { ...bearer, 'Content-Type': 'application/json' },
      body: jsonOf(64 * MB),
      chunked,
    });
    // Cut off: the connection closed before the client could send it all, and well within the time limit.
    expect(reply.sent).toBeLessThan(64 * MB);
    expect(reply.ms).toBeLessThan(10000);
    if (reply.status !== 0) expect(reply.status).toBe(413);
    const next = await app.http().get('/api/health/live');
    expect(next.status).toBe(200);
  });
});
