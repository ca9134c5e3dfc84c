import { errors as strapiErrors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import { jsonBody, respond, validBody } from '../../src/plugins/contract/public';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { mountTestRoutes } from '../helpers/test-routes';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const errorEnvelope = (
  status: number,
  type: string,
  message: string,
  extras: Record<string, unknown> = {},
) => ({
  success: false,
  message,
  error: { type, status, message, timestamp: expect.stringMatching(ISO), ...extras },
});

const declaredBody = z.object({ name: z.string().min(1) });

describe('the error envelope on every path out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({
      beforeMount: (strapi) =>
        mountTestRoutes(strapi, [
          {
            method: 'GET',
            path: '/boom',
            access: 'public',
            throttle: 'api',
            handler: () => {
              throw new Error('relation "secret_table" does not exist at /srv/app/dist/x.js:12');
            },
          },
          {
            method: 'GET',
            path: '/strapi-validation',
            access: 'public',
            throttle: 'api',
            handler: () => {
              throw new strapiErrors.ValidationError('invalid', {
                errors: [{ path: ['billing', 'email'], message: 'billing.email must be an email' }],
              });
            },
          },
          {
            method: 'GET',
            path: '/strapi-helper',
            access: 'public',
            throttle: 'api',
            handler: (ctx: { unauthorized(message: string): void }) => ctx.unauthorized('Strapi says no'),
          },
          {
            method: 'POST',
            path: '/echo',
            access: 'public',
            throttle: 'api',
            handler: (ctx: Context) => respond(ctx, jsonBody(ctx), { message: 'Echo' }),
          },
          {
            method: 'POST',
            path: '/declared',
            access: 'public',
            throttle: 'api',
            doc: { tag: 'Test', summary: 'Validates with its declared body', body: declaredBody },
            handler: (ctx: Context) => respond(ctx, validBody(ctx, declaredBody)),
          },
          {
            method: 'POST',
            path: '/drifted',
            access: 'public',
            throttle: 'api',
            doc: { tag: 'Test', summary: 'Documents one body, validates another', body: declaredBody },
            handler: (ctx: Context) => respond(ctx, validBody(ctx, z.object({ name: z.string() }))),
          },
        ]),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('validates with the schema the route declares, and refuses a handler that drifts from it', async () => {
    const ok = await app.http().post('/api/__test/declared').send({ name: 'x' });
    expect([ok.status, ok.body.data]).toEqual([200, { name: 'x' }]);
    const invalid = await app.http().post('/api/__test/declared').send({ name: '' });
    expect([invalid.status, invalid.body.error.type]).toEqual([422, 'validation_error']);
    // A schema the declaration does not document is a server fault, caught by the first request.
    const drifted = await app.http().post('/api/__test/drifted').send({ name: 'x' });
    expect([drifted.status, drifted.body.error.type]).toEqual([500, 'server_error']);
  });

  it('answers an unknown GET with 404 not_found naming the endpoint', async () => {
    const res = await app.http().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(
      errorEnvelope(404, 'not_found', "The requested endpoint '/api/no-such-thing' was not found."),
    );
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'answers an unknown %s with 404, not the empty 405 of Strapi',
    async (method) => {
      const res = await app.http()[method]('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.body).toEqual(
        errorEnvelope(404, 'not_found', "The requested endpoint '/api/no-such-thing' was not found."),
      );
      expect(res.headers.allow).toBeUndefined();
    },
  );

  it('answers a wrong method on a known path with 405, Allow and allowed_methods', async () => {
    const res = await app.http().post('/api/health');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual(
      errorEnvelope(405, 'method_not_allowed', 'The POST method is not allowed for this endpoint.', {
        allowed_methods: ['GET', 'HEAD'],
      }),
    );
  });

  it('answers a GET on a POST-only path with 405', async () => {
    const res = await app.http().get('/api/__test/echo');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.error.type).toBe('method_not_allowed');
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const res = await app
      .http()
      .post('/api/__test/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": "broken",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorEnvelope(400, 'bad_request', 'The request body is not valid JSON.'));
  });

  it('answers a JSON body over 1 MB with 413 payload_too_large', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.http().post('/api/__test/echo').set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual(errorEnvelope(413, 'payload_too_large', 'The request body is too large.'));
  });

  it('accepts a JSON body under the limit', async () => {
    const res = await app.http().post('/api/__test/echo').send({ name: 'fine' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Echo', data: { name: 'fine' } });
  });

  it.each([
    ['text/plain', 'name=x'],
    ['application/xml', '<name>x</name>'],
  ])('answers a %s body on a JSON route with 400 bad_request', async (type, payload) => {
    const res = await app.http().post('/api/__test/echo').set('Content-Type', type).send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorEnvelope(400, 'bad_request', 'The request body must be JSON (Content-Type: application/json).'),
    );
  });

  it('answers a JSON array where an object is expected with 400 bad_request', async () => {
    const res = await app.http().post('/api/__test/echo').send([1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      type: 'bad_request',
      message: 'The request body must be a JSON object.',
    });
  });

  it.each([
    ['a body value', () => app.http().post('/api/__test/echo').send({ name: 'x\u0000y' })],
    [
      'a body key',
      () =>
        app
          .http()
          .post('/api/__test/echo')
          .send({ nested: [{ ['k\u0000']: 1 }] }),
    ],
    ['the query', () => app.http().get('/api/destinations?search=a%00b')],
    ['the path', () => app.http().get('/api/destinations/1%00')],
  ])(
    'refuses a NUL character in %s with 400 bad_request (PostgreSQL text cannot hold one)',
    async (_, send) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: 'bad_request',
        message: 'The request must not contain NUL characters.',
      });
    },
  );

  it('reads an empty body as an empty object', async () => {
    const res = await app.http().post('/api/__test/echo');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({});
  });

  it('hides the internals of an unexpected error and adds the request id', async () => {
    const res = await app.http().get('/api/__test/boom').set('X-Request-Id', 'trace-500');
    expect(res.status).toBe(500);
    expect(res.body).toEqual(
      errorEnvelope(500, 'server_error', 'An unexpected error occurred.', { request_id: 'trace-500' }),
    );
    expect(res.text).not.toMatch(/secret_table|srv|Error|stack/);
    expect(res.headers['x-request-id']).toBe('trace-500');
  });

  it("maps Strapi's ValidationError to 422 validation_error with dotted fields", async () => {
    const res = await app.http().get('/api/__test/strapi-validation');
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      errorEnvelope(422, 'validation_error', 'The provided data is invalid.', {
        validation_errors: [{ field: 'billing.email', message: 'billing.email must be an email' }],
      }),
    );
  });

  it('rewrites a Strapi helper body (ctx.unauthorized) into the envelope', async () => {
    const res = await app.http().get('/api/__test/strapi-helper');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(
      errorEnvelope(401, 'unauthenticated', 'Authentication required. Please provide valid credentials.'),
    );
  });

  it('echoes a sane X-Request-Id and replaces an unsafe one', async () => {
    expect((await app.http().get('/api/health').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe(
      'abc-123',
    );
    const replaced = await app.http().get('/api/health').set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts X-Request-Id on non-API responses too', async () => {
    const res = await app.http().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('marks caller-dependent answers private, no-store', async () => {
    const res = await app.http().get('/api/health');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('exposes the pagination and rate-limit headers through CORS', async () => {
    const res = await app.http().get('/api/health').set('Origin', 'http://localhost:8080');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const exposed = res.headers['access-control-expose-headers']
      .split(',')
      .map((h: string) => h.trim().toLowerCase());
    for (const header of [
      'x-total-count',
      'x-page',
      'x-per-page',
      'x-total-pages',
      'link',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'retry-after',
      'x-request-id',
    ]) {
      expect(exposed).toContain(header);
    }
  });

  it('answers a CORS preflight from an allowed origin and not from another', async () => {
    const ok = await app
      .http()
      .options('/api/health')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'GET');
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const other = await app
      .http()
      .options('/api/health')
      .set('Origin', 'http://evil.example')
      .set('Access-Control-Request-Method', 'GET');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has removed the stock users-permissions routes', async () => {
    for (const [method, path] of [
      ['get', '/api/auth/local'],
      ['post', '/api/auth/local/register'],
      ['get', '/api/users'],
      ['get', '/api/users/me'],
      ['get', '/api/users-permissions/roles'],
    ] as const) {
      const res = await app.http()[method](path);
      expect([method, path, res.status, res.body.error?.type]).toEqual([method, path, 404, 'not_found']);
    }
  });
});

describe('security headers on /api', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are the same on the first and later answers, and the same as helmet gives elsewhere', async () => {
    const names = [
      'content-security-policy',
      'strict-transport-security',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
    ];
    const pick = (headers: Record<string, string>) =>
      Object.fromEntries(names.map((name) => [name, headers[name]]));
    const first = await app.http().get('/api/health');
    const second = await app.http().get('/api/openapi.json');
    const outside = await app.http().get('/robots.txt');
    expect(pick(first.headers)['content-security-policy']).toContain("default-src 'self'");
    expect(pick(first.headers)['x-frame-options']).toBe('SAMEORIGIN');
    expect(pick(second.headers)).toEqual(pick(first.headers));
    expect(pick(outside.headers)).toEqual(pick(first.headers));
  });
});
