import { createHmac } from 'crypto';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser } from '../helpers/users';
import { accounts } from '../../src/plugins/accounts/public';

/** What Chromium sends when a person opens a link. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8';
/** What API clients send: nothing, JSON, anything, or JSON first among equals. */
const API_CLIENTS: Array<string | null> = [null, 'application/json', '*/*', 'application/json, text/html'];

/**
 * The links of the verification and newsletter mails answer an API client the legacy JSON and a
 * browser a page with the same status (issue 25, item 11).
 */
describe('links from mails: JSON for API clients, a page for browsers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootStrapi({ env: { THROTTLE_NEWSLETTER: '1000/60' } });
  });
  afterAll(() => app?.close());

  const get = (link: string, accept: string | null) => {
    const url = new URL(link);
    const req = app.http().get(`${url.pathname}${url.search}`);
    return accept === null ? req : req.set('Accept', accept);
  };
  const users = () => accounts(app.strapi).users;
  const verificationLink = async (email: string) => {
    const user = await createUser(app.strapi, { email, confirmed: false });
    return { user, link: accounts(app.strapi).emailVerification.link(user) };
  };
  const tampered = (link: string) =>
    link.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
  /** The link signed as ours, with an expiry already past. */
  const expired = (link: string) => {
    const unsigned = link
      .replace(/&signature=.*$/, '')
      .replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 60}`);
    return `${unsigned}&signature=${createHmac('sha256', 'testKeyA').update(unsigned).digest('hex')}`;
  };

  describe('the verification link', () => {
    it('answers API clients the legacy JSON, verified then already verified', async () => {
      const { user, link } = await verificationLink('json@example.test');
      const first = await get(link, null);
      expect([first.status, first.type, first.body]).toEqual([
        200,
        'application/json',
        { success: true, message: 'Email verified successfully', data: null },
      ]);
      expect((await users().findById(user.id))!.email_verified_at).not.toBeNull();
      for (const accept of API_CLIENTS) {
        const again = await get(link, accept);
        expect([accept, again.status, again.body]).toEqual([
          accept,
          200,
          { success: true, message: 'Email already verified', data: null },
        ]);
        for (const refused of [tampered(link), expired(link)]) {
          const res = await get(refused, accept);
          expect([accept, res.status, res.type, res.body.error.type]).toEqual([
            accept,
            403,
            'application/json',
            'invalid_signature',
          ]);
        }
      }
    });

    it('shows a browser a page per outcome, with the JSON status and a link to the frontend', async () => {
      const { user, link } = await verificationLink('page@example.test');
      const cases: Array<[string, string, number, string]> = [
        ['tampered', tampered(link), 403, 'This verification link is not valid'],
        ['expired', expired(link), 403, 'This verification link has expired'],
        ['good', link, 200, 'Your email address is verified'],
        ['used', link, 200, 'Your email address is already verified'],
      ];
      for (const [name, url, status, heading] of cases) {
        const res = await get(url, BROWSER);
        expect([name, res.status, res.type]).toEqual([name, status, 'text/html']);
        expect(res.text).toContain(`<h1>${heading}</h1>`);
        expect(res.text).toContain(
          '<a class="action" href="http://localhost:8080/">Continue to Travel Planner</a>',
        );
        if (name === 'expired') expect((await users().findById(user.id))!.email_verified_at).toBeNull();
      }
      // HTML preferred by weight, even after JSON in the header.
      expect((await get(link, 'application/json;q=0.5, text/html')).type).toBe('text/html');
    });

    it('tells a browser when the address changed since the link was sent (403)', async () => {
      const { user, link } = await verificationLink('before@example.test');
      await users().update(user.id, { email: 'after@example.test' });
      const res = await get(link, BROWSER);
      expect(res.status).toBe(403);
      expect(res.text).toContain('<h1>This verification link is no longer valid</h1>');
      const json = await get(link, null);
      expect([json.status, json.body.error.type]).toEqual([403, 'invalid_verification_link']);
    });

    it('serves the page with the security headers of every /api answer, never cached', async () => {
      const { link } = await verificationLink('headers@example.test');
      const json = await get(tampered(link), null);
      const page = await get(tampered(link), BROWSER);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ])
        expect([name, page.headers[name]]).toEqual([name, json.headers[name]]);
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cache-control']).toBe('private, no-store');
      for (const res of [json, page])
        expect([res.type, res.headers.vary]).toEqual([res.type, expect.stringMatching(/\bAccept\b/)]);
    });
  });

  describe('the newsletter unsubscribe link', () => {
    const subscribe = async (email: string) => {
      const res = await app.http().post('/api/newsletter/subscribe').send({ email });
      expect(res.status).toBe(201);
      return res.body.data.unsubscribe_url as string;
    };

    it('answers API clients the legacy JSON', async () => {
      const link = await subscribe('json-letters@example.test');
      expect((await get(tampered(link), null)).body.error.type).toBe('invalid_signature');
      expect((await get(link.replace(/&signature=.*$/, ''), null)).status).toBe(422);
      const left = await get(link, null);
      expect([left.status, left.type, left.body]).toEqual([
        200,
        'application/json',
        {
          success: true,
          message: 'You have been unsubscribed from the newsletter.',
          data: { email: 'json-letters@example.test', subscribed: false },
        },
      ]);
      expect((await get(link, 'application/json')).body.message).toBe('This address is not subscribed.');
    });

    it('shows a browser a page per outcome, the address escaped', async () => {
      const email = "o'hara@example.test";
      const link = await subscribe(email);
      const cases: Array<[string, string, number, string]> = [
        ['tampered', tampered(link), 403, 'This unsubscribe link is not valid'],
        ['incomplete', link.replace(/&signature=.*$/, ''), 422, 'This unsubscribe link is incomplete'],
        ['good', link, 200, 'You have been unsubscribed'],
        ['used', link, 200, 'You are already unsubscribed'],
      ];
      for (const [name, url, status, heading] of cases) {
        const res = await get(url, BROWSER);
        expect([name, res.status, res.type]).toEqual([name, status, 'text/html']);
        expect(res.text).toContain(`<h1>${heading}</h1>`);
        if (name === 'good')
          expect(res.text).toContain(
            'o&#39;hara@example.test will no longer receive the Travel Planner newsletter.',
          );
      }
    });
  });
});
