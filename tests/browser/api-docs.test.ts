import type { Browser } from 'playwright-core';
import { consoleErrors, keepingEvidence, launchChromium, watchedPage } from '../helpers/browser';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/** The API reference at /api/docs as a frontend developer uses it, in Chromium. */
describe('the API docs page, in a browser', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await bootStrapi();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders with no console error, and "Try it out" on GET /destinations shows a 200', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('api-docs', watched, async () => {
      await page.goto(`${app.url}/api/docs`);
      await page.getByRole('heading', { name: /Travel Planner API/ }).waitFor({ timeout: 60000 });
      const operation = page.locator('.opblock-get').filter({
        has: page.locator('.opblock-summary-path', { hasText: /^\/destinations$/ }),
      });
      await operation.locator('.opblock-summary-control').click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      const live = operation.locator('.live-responses-table');
      await live.waitFor({ timeout: 30000 });
      await operation.getByText('Server response').waitFor();
      await operation.getByText('Request URL').waitFor();
      expect((await live.locator('tbody td.response-col_status').first().textContent())?.trim()).toBe('200');
      expect(await operation.locator('.request-url').textContent()).toContain('/api/destinations');
      expect(await live.locator('tbody .response-col_description').first().textContent()).toContain(
        '"success": true',
      );
      expect(consoleErrors(watched)).toEqual([]);
    });
    await watched.close();
  });
});
