import type { Browser } from 'playwright-core';
import { consoleErrors, keepingEvidence, launchChromium, watchedPage } from '../helpers/browser';
import { startEchoChatPage } from '../helpers/echo-chat-page';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { freePort } from '../helpers/wait';

/**
 * The legacy chat page's way of listening — Laravel Echo, `broadcaster: 'reverb'`, the WebSocket port
 * of its own (8080 in production) — in Chromium, two people in one conversation (CONTRACT §13).
 */
describe('a chat page with Laravel Echo, in two browsers', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Awaited<ReturnType<typeof startEchoChatPage>>;
  let wsPort: number;
  const tokens: Record<string, string> = {};
  let conversationId: number;

  beforeAll(async () => {
    page = await startEchoChatPage();
    wsPort = await freePort();
    app = await bootStrapi({ env: { CORS_ORIGINS: page.url, REALTIME_PORT: String(wsPort) } });
    for (const [name, role] of [
      ['traveller', 'user'],
      ['admin', 'admin'],
    ]) {
      const user = await createUser(app.strapi, {
        email: `${name}@echo.test`,
        role,
        name: name === 'admin' ? 'Support' : 'Traveller',
      });
      tokens[name] = await tokenFor(app.strapi, user, [role]);
    }
    const opened = await app
      .http()
      .post('/api/conversations')
      .set('Authorization', `Bearer ${tokens.traveller}`)
      .send({ type: 'direct_support', title: 'My booking' });
    conversationId = opened.body.data.id;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await page?.close();
  });

  it('a message typed in one appears in the other within a second, without a poll', async () => {
    const open = async (who: string) => {
      const watched = await watchedPage(browser);
      const reads: string[] = [];
      watched.page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().includes('/messages')) reads.push(request.url());
      });
      const query = new URLSearchParams({
        api: app.url,
        token: tokens[who],
        conversation: String(conversationId),
        wsPort: String(wsPort),
      });
      await watched.page.goto(`${page.url}/chat.html?${query}`);
      await watched.page.getByText('listening').waitFor();
      return { ...watched, reads };
    };
    const traveller = await open('traveller');
    const admin = await open('admin');
    try {
      await keepingEvidence('echo-chat', traveller, async () => {
        await traveller.page.getByRole('textbox', { name: 'Message' }).fill('Is my booking confirmed?');
        await traveller.page.getByRole('button', { name: 'Send' }).click();
        await admin.page.getByText('Traveller: Is my booking confirmed?').waitFor({ timeout: 1000 });

        await admin.page.getByRole('textbox', { name: 'Message' }).fill('Yes, it is.');
        await admin.page.getByRole('button', { name: 'Send' }).click();
        await traveller.page.getByText('Support: Yes, it is.').waitFor({ timeout: 1000 });

        // Each page shows each message once: its own from the answer, the other's from the socket.
        for (const { page: each } of [traveller, admin])
          expect(
            await each.getByRole('list', { name: 'Messages' }).getByRole('listitem').allTextContents(),
          ).toEqual(['Traveller: Is my booking confirmed?', 'Support: Yes, it is.']);
        // Listed once when opened; everything after came over the socket.
        expect([traveller.reads.length, admin.reads.length]).toEqual([1, 1]);
        expect([...consoleErrors(traveller), ...consoleErrors(admin)]).toEqual([]);
      });
    } finally {
      await traveller.close();
      await admin.close();
    }
  });
});
