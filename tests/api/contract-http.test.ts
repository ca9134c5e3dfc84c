import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/** CORS as the legacy frontend needs it (CONTRACT §10, issue 10 item 6), and the favicon (item 10). */
const FRONTEND = 'http://localhost:8080';
// What Chromium sends before the legacy frontend's first call (its fetch wrapper's headers).
const LEGACY_PREFLIGHT = {
  Origin: FRONTEND,
  'Access-Control-Request-Method': 'GET',
  'Access-Control-Request-Headers':
    'authorization,cache-control,content-type,expires,pragma,x-requested-with',
};

const varies = (header: string | undefined, name: string) =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes(name.toLowerCase());

describe('HTTP edges', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await bootStrapi({ env: { CORS_ORIGINS: `${FRONTEND},https://agency.example.test` } });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('CORS', () => {
    it.each(['/api/destinations', '/api/me', '/api/login', '/api/payments/initiate'])(
      "grants the legacy frontend's preflight to %s",
      async (path) => {
        const res = await app.http().options(path).set(LEGACY_PREFLIGHT);
        expect(res.status).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(FRONTEND);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        const allowed = res.headers['access-control-allow-headers']
          .toLowerCase()
          .split(',')
          .map((name: string) => name.trim());
        expect(allowed).toEqual(
          expect.arrayContaining([
            'authorization',
            'cache-control',
            'content-type',
            'expires',
            'pragma',
            'x-requested-with',
          ]),
        );
        expect(res.headers['access-control-allow-methods']).toContain('GET');
        expect(varies(res.headers.vary, 'Origin')).toBe(true);
      },
    );

    it('allows every configured origin and no other', async () => {
      const agency = await app
        .http()
        .options('/api/destinations')
        .set({ ...LEGACY_PREFLIGHT, Origin: 'https://agency.example.test' });
      expect(agency.headers['access-control-allow-origin']).toBe('https://agency.example.test');
      const stranger = await app
        .http()
        .options('/api/destinations')
        .set({ ...LEGACY_PREFLIGHT, Origin: 'https://evil.example.test' });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      expect(stranger.headers['access-control-allow-headers']).toBeUndefined();
    });

    it('says Vary: Origin on public cached reads, whether computed, cached or not modified', async () => {
      const first = await app.http().get('/api/destinations').set('Origin', FRONTEND);
      const second = await app.http().get('/api/destinations').set('Origin', 'https://agency.example.test');
      const notModified = await app
        .http()
        .get('/api/destinations')
        .set({ Origin: FRONTEND, 'If-None-Match': second.headers.etag });
      for (const res of [first, second]) {
        expect(res.status).toBe(200);
        expect(varies(res.headers.vary, 'Origin')).toBe(true);
        expect(varies(res.headers.vary, 'Accept-Language')).toBe(true);
      }
      expect(second.headers['access-control-allow-origin']).toBe('https://agency.example.test');
      expect(notModified.status).toBe(304);
      expect(varies(notModified.headers.vary, 'Origin')).toBe(true);
    });

    it('keeps CORS headers and Vary: Origin on errors and on private answers', async () => {
      const unknown = await app.http().get('/api/does-not-exist').set('Origin', FRONTEND);
      expect(unknown.status).toBe(404);
      expect(unknown.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(varies(unknown.headers.vary, 'Origin')).toBe(true);
      const user = await createUser(app.strapi, { email: 'cors@example.test' });
      const me = await app
        .http()
        .get('/api/me')
        .set({
          Origin: FRONTEND,
          Authorization: `Bearer ${await tokenFor(app.strapi, user)}`,
          'Cache-Control': 'no-cache',
          Pragma: 'no-cache',
          'X-Requested-With': 'XMLHttpRequest',
        });
      expect(me.status).toBe(200);
      expect(me.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(me.headers['access-control-expose-headers']).toContain('X-Total-Count');
      expect(varies(me.headers.vary, 'Origin')).toBe(true);
    });
  });

  describe('GET /favicon.ico', () => {
    it('answers an icon, never a 500', async () => {
      const res = await app.http().get('/favicon.ico');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.body.length).toBeGreaterThan(0);
    });
  });
});
