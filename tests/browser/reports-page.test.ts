import fs from 'fs';
import type { Browser } from 'playwright-core';
import {
  keepingEvidence,
  launchChromium,
  refusedPanelPage,
  signInToPanel,
  watchedPage,
} from '../helpers/browser';
import { openXlsx, sheetRows } from '../helpers/documents';
import { seedReportData } from '../helpers/report-data';
import { bootStrapi, type TestApp } from '../helpers/strapi';

/** The Reports page and the revenue widget as an admin and an editor use them, in Chromium. */
describe('the Reports page of the admin panel, in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let received: number;

  beforeAll(async () => {
    app = await bootStrapi({ adminPanel: true });
    await seedReportData(app.strapi);
    await app.strapi.db.query('plugin::billing.order').create({
      data: {
        user_id: 1,
        purchase_type: 'subscription',
        state: 'paid',
        total_cents: 19900,
        currency: 'EGP',
        paid_at: new Date(),
      },
    });
    received = await app.strapi.db
      .query('plugin::billing.order')
      .count({ where: { state: { $in: ['paid', 'fulfilled'] } } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lets the Super Admin generate an XLSX, watch it complete and download it', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('reports-page-admin', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      await page.getByText('Revenue, last 30 days').waitFor();
      await page.getByText('199.00 EGP').waitFor();

      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByRole('heading', { name: 'Reports' }).waitFor();
      await page.getByText('No report yet').waitFor();
      await page.getByRole('combobox', { name: 'Format' }).click();
      await page.getByRole('option', { name: 'Excel (XLSX)' }).click();
      await page.getByRole('button', { name: 'Generate report' }).click();
      const row = page.locator('tr[data-report-id]').first();
      await row.getByText('Ready').waitFor({ timeout: 30000 });
      await row.getByText('XLSX').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^booking_report_2000-01-01_to_\d{4}-\d{2}-\d{2}_[0-9a-f]+\.xlsx$/,
      );
      const workbook = await openXlsx(fs.readFileSync(await download.path()));
      expect(sheetRows(workbook.getWorksheet('Booking records')!)).toHaveLength(received);

      // Deleting it names the report, and takes its file with it.
      const { dir } = app.strapi.config.get('plugin::reports') as { dir: string };
      expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
      await row.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/XLSX report of 2000-01-01/).waitFor();
      await dialog.getByRole('button', { name: 'Delete report' }).click();
      await page.getByText('No report yet').waitFor();
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });

  it("shows the server's reason when a generation is refused", async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('reports-page-refused', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      await page.getByRole('link', { name: 'Reports', exact: true }).click();
      await page.getByRole('button', { name: 'Generate report' }).waitFor();
      // The real server judges a reversed range (the date pickers cannot be typed into reliably).
      await page.route('**/reports/jobs', (route) =>
        route.request().method() === 'POST'
          ? route.continue({
              postData: JSON.stringify({ from: '2030-01-02', to: '2030-01-01', format: 'pdf' }),
            })
          : route.continue(),
      );
      await page.getByRole('button', { name: 'Generate report' }).click();
      await page.getByRole('alert').getByText('The to must be a date after or equal to from.').waitFor();
    });
    await watched.close();
  });

  it('shows the Catalog editor neither the page nor the widget', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('reports-page-editor', watched, async () => {
      await signInToPanel(page, app.url, 'editor@example.com');
      await page.getByRole('link', { name: 'Content Manager' }).waitFor();
      expect(await page.getByRole('link', { name: 'Reports', exact: true }).count()).toBe(0);
      expect(await page.getByText('Revenue, last 30 days').count()).toBe(0);
      await refusedPanelPage(page, `${app.url}/admin/plugins/reports`);
      expect(await page.getByRole('button', { name: 'Generate report' }).count()).toBe(0);
    });
    await watched.close();
  });
});
