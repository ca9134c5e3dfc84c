import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import { randomBytes } from 'crypto';
import { DEFAULT_THROTTLES, ownRoutes, DeclaredRoute } from '../../src/plugins/contract/public';
import { startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * CONTRACT §10 and issue 10 items 1 and 3: a JSON route takes `application/json` only (anything
 * else is 400 `bad_request`, a malformed multipart body included); multipart is read only by the
 * routes that take a file, after routing, access and throttle; and no request, whatever its
 * answer, leaves a file behind in the temporary directory.
 */
const root = path.join(__dirname, '..', '..', '..');
// Everything the service writes as a temporary file lands here, so the test can see it.
const tmp = path.join(root, '.tmp', 'tests', `tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
fs.mkdirSync(tmp, { recursive: true });

const leftovers = (dir = tmp): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...leftovers(full)] : [full];
  });

const PART = Buffer.alloc(2 * 1024 * 1024, 7);
const SMALL_PART = Buffer.alloc(64 * 1024, 7);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body in one buffer (superagent's streamed `attach` races an early answer with EPIPE). */
const multipart = (parts: Array<[string, Buffer]>) => {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(([name, bytes]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
};

// A server answering early (401, 404, 400) before reading a body closes a `Connection: close`
// request's socket, which superagent reports as EPIPE; a keep-alive client gets the answer.
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
const raw = (base: string, method: string, url: string, headers: Record<string, string>, body: Buffer) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const { port } = new URL(base);
    const req = http.request(
      { port, path: url, method, agent: keepAlive, headers: { ...headers, 'Content-Length': body.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

const concrete = (routePath: string) => routePath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '1');
const takesFiles = (route: DeclaredRoute) => typeof route.body === 'object' && route.body !== null;
const takesForms = (route: DeclaredRoute) => route.body === 'form';

describe('request bodies (CONTRACT §10)', () => {
  let app: TestApp;
  // The service under test runs in a process of its own, whose temporary directory is `tmp`
  // (jest's sandbox cannot redirect os.tmpdir() of its own process).
  let server: Awaited<ReturnType<typeof startSecondInstance>>;
  let rootUser: { id: number };
  let token: string;
  const throttles = Object.fromEntries(
    Object.keys(DEFAULT_THROTTLES).map((name) => [`THROTTLE_${name.toUpperCase()}`, '1000000/60']),
  );

  beforeAll(async () => {
    app = await bootStrapi({ env: throttles });
    server = await startSecondInstance({ TMPDIR: tmp });
    rootUser = await createUser(app.strapi, { email: 'bodies-root@example.test', role: 'super_admin' });
    token = await tokenFor(app.strapi, rootUser, ['super_admin']);
  });
  afterAll(async () => {
    keepAlive.destroy();
    await server?.stop();
    await app?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const routes = () => ownRoutes(app.strapi);
  const withBodies = () => routes().filter((route) => route.method !== 'GET');
  const bearer = () => ({ Authorization: `Bearer ${token}` });
  // A token of its own for each route: one that ends a session (logout) must not end the next's.
  const freshBearer = async () => ({
    Authorization: `Bearer ${await tokenFor(app.strapi, rootUser, ['super_admin'])}`,
  });

  const send = (method: string, url: string, headers: Record<string, string>) =>
    server.http()[method.toLowerCase() as 'post'](url).set(headers);

  describe('nothing is left on disk (item 1)', () => {
    afterEach(() => expect(leftovers()).toEqual([]));

    it.each([
      ['an unknown /api path', 'POST', '/api/does-not-exist'],
      ['the webhook without a signature', 'POST', '/api/payments/webhook'],
      ['a path outside /api', 'POST', '/does-not-exist'],
      ['the admin media library without credentials', 'POST', '/upload'],
      ['the admin login', 'POST', '/admin/login'],
    ])('a 2 MB part sent to %s', async (_label, method, url) => {
      const form = multipart([['profile_image', PART]]);
      const res = await raw(server.url, method, url, { 'Content-Type': form.type }, form.body);
      expect(res.status).toBeLessThan(500);
    });

    it('a part sent to every route that takes a body, anonymous and with a token', async () => {
      const form = multipart([
        ['profile_image', SMALL_PART],
        ['other', SMALL_PART],
      ]);
      for (const route of withBodies()) {
        const url = concrete(route.path);
        for (const headers of [{}, await freshBearer()]) {
          const res = await raw(
            server.url,
            route.method,
            url,
            { ...headers, 'Content-Type': form.type },
            form.body,
          );
          if (res.status >= 500) throw new Error(`${route.method} ${url} → ${res.status}`);
        }
      }
    });

    it('an image stored through the profile, one refused by validation, one too large, one malformed', async () => {
      const stored = await send('POST', '/api/profile', bearer())
        .field('name', 'Pic')
        .attach('profile_image', PNG, { filename: 'me.png', contentType: 'image/png' });
      expect(stored.status).toBe(200);
      const refused = await send('POST', '/api/profile', bearer()).attach('profile_image', PART, {
        filename: 'a.txt',
        contentType: 'text/plain',
      });
      expect(refused.status).toBe(422);
      const tooLarge = await send('POST', '/api/profile', bearer()).attach(
        'profile_image',
        Buffer.alloc(5 * 1024 * 1024 + 1, 1),
        { filename: 'big.png', contentType: 'image/png' },
      );
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error.type).toBe('payload_too_large');
      const malformed = await send('POST', '/api/profile', {
        ...bearer(),
        'Content-Type': 'multipart/form-data; boundary=XYZ',
      }).send(
        '--XYZ\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n\r\nabc\r\n--nope',
      );
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.type).toBe('bad_request');
    });

    it("the admin panel's media library still takes an editor's upload", async () => {
      const login = await server
        .http()
        .post('/admin/login')
        .send({ email: 'admin@example.com', password: 'seed-password-for-tests' });
      expect(login.status).toBe(200);
      const res = await server
        .http()
        .post('/upload')
        .set('Authorization', `Bearer ${login.body.data.token}`)
        .attach('files', PNG, { filename: 'panel.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body[0]).toMatchObject({ name: 'panel.png', mime: 'image/png' });
    });

    it('a 2 MB part sent with a GET (never read)', async () => {
      const { port } = new URL(server.url);
      const body = Buffer.concat([
        Buffer.from('--XX\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n\r\n'),
        PART,
        Buffer.from('\r\n--XX--\r\n'),
      ]);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            port,
            path: '/api/plans',
            method: 'GET',
            headers: { 'Content-Type': 'multipart/form-data; boundary=XX', 'Content-Length': body.length },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(status).toBe(200);
    });

    it('an upload cut off half-way', async () => {
      const { port } = new URL(server.url);
      const boundary = 'cutoff';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/profile HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n${head}`,
          );
          socket.write(PART.subarray(0, 512 * 1024), () => setTimeout(() => socket.destroy(), 100));
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
      // The server notices the closed connection on its own schedule.
      for (let i = 0; i < 50 && leftovers().length > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
    });
  });

  describe('JSON routes take JSON only (item 3)', () => {
    const expectBadRequest = (
      res: { status: number; body: { error?: { type?: string } } },
      label: string,
    ) => {
      if (res.status !== 400 || res.body.error?.type !== 'bad_request')
        throw new Error(`${label} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    };

    it('refuses a form-encoded login that holds valid credentials', async () => {
      await createUser(app.strapi, { email: 'form-login@example.test' });
      const res = await server
        .http()
        .post('/api/login')
        .type('form')
        .send({ email: 'form-login@example.test', password: 'not-used-in-these-tests' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: 'bad_request',
        message: 'The request body must be JSON (Content-Type: application/json).',
      });
      expect(res.body.data).toBeUndefined();
    });

    it('answers 400 to form, multipart, malformed multipart and text bodies on every route that does not take them', async () => {
      for (const route of withBodies()) {
        const url = concrete(route.path);
        const label = `${route.method} ${url}`;
        const auth = await freshBearer();
        if (!takesForms(route))
          expectBadRequest(
            await send(route.method, url, auth).type('form').send('email=a%40b.test&password=x'),
            `${label} form`,
          );
        if (!takesFiles(route)) {
          expectBadRequest(
            await send(route.method, url, auth).field('email', 'a@b.test'),
            `${label} multipart`,
          );
          expectBadRequest(
            await send(route.method, url, {
              ...auth,
              'Content-Type': 'multipart/form-data; boundary=X',
            }).send('--X\r\ngarbage'),
            `${label} malformed multipart`,
          );
        }
        expectBadRequest(
          await send(route.method, url, { ...auth, 'Content-Type': 'text/plain' }).send('hello'),
          `${label} text`,
        );
      }
    });

    it('still takes JSON, the sandbox form and a profile image', async () => {
      const json = await server
        .http()
        .post('/api/login')
        .send({ email: 'nobody@example.test', password: 'wrong-password' });
      expect(json.status).toBe(401);
      const form = await server
        .http()
        .post('/api/payments/sandbox/TP-unknown?key=x')
        .type('form')
        .send('action=pay');
      expect(form.status).toBe(404);
      const profile = await send('PATCH', '/api/profile', bearer())
        .field('bio', 'multipart bio')
        .attach('profile_image', PNG, { filename: 'me.png', contentType: 'image/png' });
      expect(profile.status).toBe(200);
      expect(profile.body.data.user.bio).toBe('multipart bio');
    });

    it('reads multipart only after access and throttle: an anonymous upload to the profile is 401', async () => {
      const res = await send('POST', '/api/profile', {}).attach('profile_image', PNG, {
        filename: 'me.png',
        contentType: 'image/png',
      });
      expect(res.status).toBe(401);
    });
  });
});
