import type { Browser } from 'playwright-core';
import {
  keepingEvidence,
  launchChromium,
  refusedPanelPage,
  signInToPanel,
  watchedPage,
} from '../helpers/browser';
import { bootStrapi, type TestApp } from '../helpers/strapi';

const DESTINATION = 'api::destination.destination';

/** A deleted record goes to the Trash, where an admin finds who deleted it and when, and restores it. */
describe('the Trash of the admin panel, in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let id: number;
  let documentId: string;

  beforeAll(async () => {
    app = await bootStrapi({ adminPanel: true });
    const documents = app.strapi.documents(DESTINATION as never);
    const created = (await documents.create({
      data: { name: 'Luxor', city_name: 'Luxor', description: 'Temples on the Nile.' },
      locale: 'en',
    } as never)) as { id: number; documentId: string };
    ({ id, documentId } = created);
    await documents.update({ documentId, locale: 'ar', data: { name: 'الأقصر' } } as never);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lets the Catalog editor delete a destination, saying it goes to the Trash', async () => {
    expect((await app.http().get(`/api/destinations/${id}`)).body.data.name).toBe('Luxor');
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-trash-editor-deletes', watched, async () => {
      await signInToPanel(page, app.url, 'editor@example.com');
      expect(await page.getByRole('link', { name: 'Trash', exact: true }).count()).toBe(0);
      // The list's bulk delete says the same before anything is deleted.
      await page.goto(`${app.url}/admin/content-manager/collection-types/${DESTINATION}`);
      // The list loaded, then its row selected: a click before the rows are there selects nothing.
      await page.getByText('1 entry found').waitFor();
      await page.getByRole('checkbox', { name: 'Select all entries' }).click();
      await page.getByText('1 entry selected').waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const bulk = page.getByRole('alertdialog');
      await bulk.getByText(/listed in English, go to the Trash with all their translations/).waitFor();
      await bulk.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`${app.url}/admin/content-manager/collection-types/${DESTINATION}/${documentId}`);
      await page.locator('input[name="name"]').waitFor();
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: /Delete entry \(all locales\)/ }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/destinations, .* go to the Trash with all their translations/).waitFor();
      await dialog.getByText(/restore them from the Trash\. Any other record is deleted for good/).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(/collection-types\/api::destination\.destination(\?|$)/);
      await page.getByText('0 entries found').waitFor();
      expect(await page.getByRole('gridcell', { name: 'Luxor', exact: true }).count()).toBe(0);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(404);
  });

  it('shows the Super Admin who deleted it and when, and restores it to the lists and the API', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-trash-admin-restores', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      await page.getByRole('link', { name: 'Trash', exact: true }).click();
      await page.getByRole('heading', { name: 'Trash' }).waitFor();
      await page.getByRole('combobox', { name: 'Content type' }).getByText('Destination (1)').waitFor();
      const row = page.locator(`tr[data-trashed-id="${id}"]`);
      await row.getByText('Luxor').waitFor();
      await row.getByText('Catalog Editor (panel)').waitFor();
      const today = await page.evaluate(() => new Date().toLocaleDateString());
      expect(await row.innerText()).toContain(today);

      await row.getByRole('button', { name: 'Restore' }).click();
      await page.getByText('“Luxor” is restored').waitFor();
      await page.getByText('Nothing of this type is in the trash.').waitFor();
      await page.getByRole('combobox', { name: 'Content type' }).getByText('Destination (0)').waitFor();

      await page.goto(`${app.url}/admin/content-manager/collection-types/${DESTINATION}`);
      await page.getByRole('gridcell', { name: 'Luxor', exact: true }).first().waitFor();
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
    const english = await app.http().get(`/api/destinations/${id}`);
    expect([english.status, english.body.data.name]).toEqual([200, 'Luxor']);
    expect((await app.http().get(`/api/destinations/${id}?locale=ar`)).body.data.name).toBe('الأقصر');
  });

  it('lets the Super Admin delete a trashed record for good, after a confirmation naming it', async () => {
    await app.strapi.documents(DESTINATION as never).delete({ documentId, locale: '*' } as never);
    expect((await app.http().get(`/api/destinations/${id}`)).status).toBe(404);
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-trash-admin-purges', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      await page.goto(`${app.url}/admin/plugins/soft-delete`);
      await page.getByRole('button', { name: 'Empty the trash of Destination (1)' }).waitFor();
      const row = page.locator(`tr[data-trashed-id="${id}"]`);
      await row.getByRole('button', { name: 'Delete for good' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog
        .getByText(`“Luxor” (Destination #${id}), with every translation, will be deleted for good`)
        .waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('“Luxor” is deleted for good.').waitFor();
      await page.getByText('Nothing of this type is in the trash.').waitFor();
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
    expect(await app.strapi.db.query(DESTINATION as never).findMany({ where: { documentId } })).toEqual([]);
  });

  it('keeps the Trash from the Catalog editor', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-trash-editor-refused', watched, async () => {
      await signInToPanel(page, app.url, 'editor@example.com');
      await refusedPanelPage(page, `${app.url}/admin/plugins/soft-delete`);
      expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    });
    await watched.close();
  });
});
