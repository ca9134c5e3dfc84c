import type { Browser, Page } from 'playwright-core';
import { filledValue, keepingEvidence, launchChromium, signInToPanel, watchedPage } from '../helpers/browser';
import { panelSession, type Json } from '../helpers/panel';
import { fillPanelTypes } from '../helpers/panel-records';
import { bootStrapi, type TestApp } from '../helpers/strapi';

const listUrl = (app: TestApp, type: Json) =>
  `${app.url}/admin/content-manager/collection-types/${type.uid}` +
  (type.pluginOptions?.i18n?.localized ? '?plugins[i18n][locale]=en' : '');

const entryUrl = (app: TestApp, type: Json, documentId: string) =>
  `${app.url}/admin/content-manager/collection-types/${type.uid}/${documentId}` +
  (type.pluginOptions?.i18n?.localized ? '?plugins[i18n][locale]=en' : '');

/** What a page shows when it failed: the panel's error screen. */
const failed = (page: Page) => page.getByText(/something went wrong|an error occurred/i).count();

/** Every content type of the Content Manager as an admin and an editor meet it, in Chromium. */
describe('the content types of the admin panel, in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let types: Json[];
  let panel: Awaited<ReturnType<typeof panelSession>>;

  beforeAll(async () => {
    app = await bootStrapi({
      adminPanel: true,
      env: { SEED_CATALOG: 'true', THROTTLE_CATALOG: '100000/60', THROTTLE_CHECKOUT: '1000/60' },
    });
    await fillPanelTypes(app);
    panel = await panelSession(app, 'admin@example.com');
    types = (await panel.get('/content-manager/content-types')).body.data.filter(
      (type: Json) => type.isDisplayed && !type.uid.startsWith('admin::'),
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("lets the Super Admin open every type's list and an entry of it, titled by what it is", async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-content-types-admin', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      const seen: string[] = [];
      await page.getByRole('link', { name: 'Content Manager' }).click();
      for (const type of types) {
        // Through the panel's own navigation, as a person goes: the type's link, then its first row.
        await page.getByRole('link', { name: type.info.displayName, exact: true }).first().click();
        await page.getByRole('heading', { level: 1, name: type.info.displayName, exact: true }).waitFor();
        await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
        await page.waitForURL(/\/collection-types\/[^/]+\/[a-z0-9]{20,}/);
        const documentId = new URL(page.url()).pathname.split('/').pop()!;
        const { settings } = await panel.configuration(type.uid);
        const locale = type.pluginOptions?.i18n?.localized ? '?locale=en' : '';
        const entry = (
          await panel.get(`/content-manager/collection-types/${type.uid}/${documentId}${locale}`)
        ).body.data;
        // The edit view's title is the record's main field, as stored.
        const shown = String(entry[settings.mainField] ?? 'Untitled').trim();
        await page.getByRole('heading', { level: 1, name: shown, exact: true }).waitFor();
        expect([type.uid, shown]).not.toEqual([type.uid, 'Untitled']);
        expect([type.uid, shown]).not.toEqual([type.uid, entry.documentId]);
        expect([type.uid, await failed(page)]).toEqual([type.uid, 0]);
        seen.push(type.uid);
      }
      expect(seen.length).toBe(types.length);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  }, 600000);

  it("shows amounts in their currency, the state machines' fields read-only, reviews to moderate", async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-content-types-money', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      const order = types.find((type) => type.uid === 'plugin::billing.order')!;
      await page.goto(listUrl(app, order));
      await page.getByRole('gridcell', { name: '199.00 EGP' }).first().waitFor();
      expect(await page.getByText('19,900').count()).toBe(0);
      // The amount reads at the size of the cells beside it.
      const fontSizeOf = (name: string) =>
        page
          .getByRole('gridcell', { name })
          .first()
          .evaluate((cell) => {
            const text = cell.textContent?.trim();
            const leaves = [...cell.querySelectorAll('*')].filter((el) => el.textContent?.trim() === text);
            const styles = globalThis as unknown as {
              getComputedStyle(element: unknown): { fontSize: string };
            };
            return styles.getComputedStyle(leaves[leaves.length - 1] ?? cell).fontSize;
          });
      expect(await fontSizeOf('199.00 EGP')).toBe(await fontSizeOf('fulfilled'));
      const [paid] = (await panel.get(`/content-manager/collection-types/${order.uid}?page=1&pageSize=1`))
        .body.results;
      await page.goto(entryUrl(app, order, paid.documentId));
      const total = page.getByRole('textbox', { name: 'Total' });
      await page.getByRole('heading', { level: 1, name: paid.merchant_order_id, exact: true }).waitFor();
      await total.waitFor();
      expect(await filledValue(page, total)).toBe('199');
      expect(await total.isDisabled()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Status' }).isDisabled()).toBe(true);
      expect(await page.getByText('Client secret').count()).toBe(0);

      // A plan's price is typed in its currency's unit and stored in cents.
      const plan = types.find((type) => type.uid === 'plugin::billing.plan')!;
      const [sold] = (
        await panel.get(`/content-manager/collection-types/${plan.uid}?page=1&pageSize=1&sort=id:DESC`)
      ).body.results;
      await page.goto(entryUrl(app, plan, sold.documentId));
      await page.getByRole('heading', { level: 1, name: sold.name, exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Price' }).fill('250.50');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Saved/).first().waitFor();
      expect((await app.strapi.db.query(plan.uid).findOne({ where: { id: sold.id } })).price_cents).toBe(
        25050,
      );

      // Reviews are moderated from their list: status, rating, comment and what is reviewed.
      await page.goto(listUrl(app, types.find((type) => type.uid === 'api::review.review')!));
      await page.getByRole('gridcell', { name: 'pending' }).first().waitFor();
      const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
      expect(headers).toEqual(expect.arrayContaining(['Status', 'Rating', 'Comment', 'Reviewed']));
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });

  it('keeps billing, users, trips and settings closed to the Catalog editor', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-content-types-editor', watched, async () => {
      await signInToPanel(page, app.url, 'editor@example.com');
      await page.getByRole('link', { name: 'Content Manager' }).click();
      await page.getByRole('link', { name: 'Destination', exact: true }).waitFor();
      const closed = [
        'plugin::billing.order',
        'plugin::billing.payment',
        'plugin::billing.subscription',
        'plugin::users-permissions.user',
        'api::trip.trip',
        'api::setting.setting',
      ];
      for (const uid of closed) {
        const type = types.find((candidate) => candidate.uid === uid)!;
        expect([
          uid,
          await page.getByRole('link', { name: type.info.displayName, exact: true }).count(),
        ]).toEqual([uid, 0]);
        await page.goto(listUrl(app, type));
        await page
          .getByText(/don't have the permissions|not have permission|Access denied/i)
          .first()
          .waitFor();
        expect([uid, await page.getByRole('row').count()]).toEqual([uid, 0]);
      }
    });
    await watched.close();
  });
});
