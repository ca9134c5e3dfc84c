import type { Page } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { freePort } from '../helpers/mail-links';
import { createUser, setPassword } from '../helpers/users';
import { AssistantAuth } from '../helpers/oauth-agent';
import { quotaOf, setQuota } from '../helpers/quota';
import { keepingEvidence, launchChromium, watchedPage } from '../helpers/browser';
import type { Browser } from 'playwright-core';

const PASSWORD = 'Correct-horse-9';
const EMAIL = 'assistant-owner@example.test';
const CALLBACK = 'http://127.0.0.1:47321/callback';

/**
 * An assistant connects the way people's assistants do (CONTRACT §15): the MCP SDK's own OAuth
 * client discovers the server from the 401, registers, and sends the person to sign in and allow;
 * Chromium is the person. Then it calls tools with the token it got, and refreshes it.
 */
describe('OAuth for agents in a browser: the MCP SDK client and the sign-in and consent pages', () => {
  let app: TestApp;
  let browser: Browser;
  let userId: number;

  beforeAll(async () => {
    const port = await freePort();
    app = await bootStrapi({
      port,
      env: { APP_URL: `http://127.0.0.1:${port}`, SEED_CATALOG: 'true', THROTTLE_LOGIN: '3/60' },
    });
    const user = await createUser(app.strapi, { email: EMAIL, name: 'Olga' });
    await setPassword(app.strapi, user.id, PASSWORD);
    await setQuota(app.strapi, user, 5);
    userId = user.id;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const mcpUrl = () => new URL(`${app.url.replace('localhost', '127.0.0.1')}/api/mcp`);

  /** An assistant given the MCP URL alone: its first connection is refused, and it knows where to send the person. */
  const askedToAuthorize = async (scope?: string) => {
    const auth = new AssistantAuth(CALLBACK, scope);
    const transport = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: auth });
    await expect(new Client({ name: 'assistant', version: '1' }).connect(transport)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(auth.authorizationUrl).toBeDefined();
    return { auth, transport };
  };

  /** The person's part: signs in, allows or denies; answers with where the browser was sent back. */
  const personAnswers = async (page: Page, url: URL, decision: 'Allow' | 'Deny' | 'سماح' | 'رفض') => {
    let callback: URL | undefined;
    await page.route(`${CALLBACK}**`, async (route) => {
      callback = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'back in the assistant' });
    });
    await page.goto(url.href);
    await page.getByLabel(/E-mail|البريد الإلكتروني/).fill(EMAIL);
    await page.getByLabel(/Password|كلمة المرور/).fill(PASSWORD);
    await page.getByRole('button', { name: /Sign in|تسجيل الدخول/ }).click();
    await page.getByRole('button', { name: decision }).waitFor();
    const consent = {
      dir: await page.locator('html').getAttribute('dir'),
      text: await page.locator('main').innerText(),
    };
    await page.getByRole('button', { name: decision }).click();
    await page.waitForURL(`${CALLBACK}**`);
    return { callback: callback!, consent };
  };

  it('connects the SDK client by the MCP URL alone, calls tools within the scopes, and refreshes', async () => {
    const watched = await watchedPage(browser);
    await keepingEvidence('oauth-sdk-flow', watched, async () => {
      const { auth, transport: first } = await askedToAuthorize(
        'catalog:read trips:read trips:write ai:plan',
      );
      const { callback: back, consent } = await personAnswers(watched.page, auth.authorizationUrl!, 'Allow');
      expect(consent.dir).toBe('ltr');
      expect(consent.text).toContain('Test Assistant');
      expect(consent.text).toContain('Read the catalog');
      expect(consent.text).toContain('Plan trips with AI');
      const code = back.searchParams.get('code');
      expect(code).toBeTruthy();
      await first.finishAuth(code!);
      expect(auth.stored?.access_token).toBeTruthy();

      const client = new Client({ name: 'assistant', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: auth }));
      const found = await client.callTool({ name: 'search_destinations', arguments: { search: 'Paris' } });
      expect(found.isError).toBeFalsy();
      const paris = (found.structuredContent as { data: Array<{ id: number; name: string }> }).data[0];
      expect(paris.name).toBe('Paris');
      // The person's trip, planned within their quota: one AI unit.
      const plan = await client.callTool({
        name: 'plan_trip',
        arguments: { destination_id: paris.id, no_of_days: 2 },
      });
      expect(plan.isError).toBeFalsy();
      expect(await quotaOf(app.strapi, { id: userId })).toEqual({ total: 5, used: 1 });
      const trips = await client.callTool({ name: 'list_trips', arguments: {} });
      expect((trips.structuredContent as { data: unknown[] }).data).toHaveLength(1);

      // The access token's hour is over (its expiry moved to the past): the next call refreshes.
      const before = auth.stored!;
      await app.strapi.db
        .connection('accounts_oauth_records')
        .where({ model: 'AccessToken', record_id: before.access_token })
        .update({ expires_at: Math.floor(Date.now() / 1000) - 1 });
      const again = new Client({ name: 'assistant', version: '1' });
      await again.connect(new StreamableHTTPClientTransport(mcpUrl(), { authProvider: auth }));
      expect(
        (await again.callTool({ name: 'search_destinations', arguments: { search: 'Rome' } })).isError,
      ).toBeFalsy();
      expect(auth.stored!.access_token).not.toBe(before.access_token);
      expect(auth.stored!.refresh_token).not.toBe(before.refresh_token);
      await again.close();
      await client.close();
    });
    await watched.close();
  });

  it('shows the consent in Arabic, right to left, and Deny sends access_denied back', async () => {
    const watched = await watchedPage(browser, { locale: 'ar' });
    await keepingEvidence('oauth-consent-arabic', watched, async () => {
      const { auth } = await askedToAuthorize();
      const { callback: back, consent } = await personAnswers(watched.page, auth.authorizationUrl!, 'رفض');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(consent.dir).toBe('rtl');
      expect(consent.text).toContain('قراءة الدليل');
    });
    await watched.close();
  });

  it('says a wrong password plainly, then throttles like /login', async () => {
    const watched = await watchedPage(browser);
    await keepingEvidence('oauth-sign-in-throttle', watched, async () => {
      const { auth } = await askedToAuthorize();
      await watched.page.goto(auth.authorizationUrl!.href);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        await watched.page.getByLabel('E-mail').fill('someone-new@example.test');
        await watched.page.getByLabel('Password').fill('not-the-password');
        const [answer] = await Promise.all([
          watched.page.waitForResponse((res) => res.request().method() === 'POST'),
          watched.page.getByRole('button', { name: 'Sign in' }).click(),
        ]);
        statuses.push(answer.status());
        await watched.page.getByRole('alert').waitFor();
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(await watched.page.getByRole('alert').textContent()).toMatch(/Too many attempts/);
    });
    await watched.close();
  });
});
