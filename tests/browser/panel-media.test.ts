import type { Browser } from 'playwright-core';
import { keepingEvidence, launchChromium, signInToPanel, watchedPage } from '../helpers/browser';
import { pixelsOf, pngOf } from '../helpers/media';
import { bootStrapi, type TestApp } from '../helpers/strapi';

const DESTINATION = 'api::destination.destination';

/** The Catalog editor gives a destination its picture through the media library, in Chromium. */
describe("a destination's image uploaded in the admin panel, in a browser", () => {
  let app: TestApp;
  let browser: Browser;
  let destination: { id: number; documentId: string };
  let other: { documentId: string };

  beforeAll(async () => {
    app = await bootStrapi({ adminPanel: true });
    const created = await app.strapi.documents(DESTINATION).create({
      data: { name: 'Petra', city_name: 'Wadi Musa', latitude: 30.3285, longitude: 35.4444 } as never,
      locale: 'en',
    });
    destination = { id: created.id as number, documentId: created.documentId };
    other = await app.strapi
      .documents(DESTINATION)
      .create({ data: { name: 'Jerash' } as never, locale: 'en' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lets the Catalog editor upload an image, save, and the API shows it', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-media-editor', watched, async () => {
      expect((await app.http().get(`/api/destinations/${destination.id}`)).body.data.image).toBeNull();
      await signInToPanel(page, app.url, 'editor@example.com');
      await page.goto(
        `${app.url}/admin/content-manager/collection-types/${DESTINATION}/${destination.documentId}` +
          '?plugins[i18n][locale]=en',
      );
      await page.getByRole('heading', { name: 'Petra' }).waitFor();

      // The empty media field opens the media library; the editor adds a file from the computer.
      await page.getByText(/Click to add an asset/).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('button', { name: /Add new assets|Upload your first assets/ })
        .first()
        .click();
      await dialog.getByRole('tab', { name: 'From computer' }).waitFor();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'petra-treasury.png',
        mimeType: 'image/png',
        buffer: await pngOf(180, 90, 60),
      });
      await dialog.getByRole('button', { name: 'Upload 1 asset to the library' }).click();
      // Back in the library: the new image is selected; Finish puts it in the field.
      await dialog.getByRole('button', { name: 'Finish' }).click();
      await page.locator('img[src*="/uploads/petra_treasury"]').first().waitFor();

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved document').first().waitFor();

      const answer = (await app.http().get(`/api/destinations/${destination.id}`)).body.data;
      expect(answer.image).toMatch(/^http:\/\/localhost:1337\/uploads\/petra_treasury_[0-9a-f]+\.png$/);
      const served = await app.http().get(new URL(answer.image).pathname).buffer(true);
      expect(served.status).toBe(200);
      expect([...(await pixelsOf(served.body as Buffer)).subarray(0, 3)]).toEqual([180, 90, 60]);

      // The media library page opens for the editor (it answered 403) and lists the new image.
      await page.goto(`${app.url}/admin/plugins/upload`);
      await page
        .getByText(/petra_treasury|petra-treasury/)
        .first()
        .waitFor();
      expect(await page.getByText(/don't have the permissions|not have permission/i).count()).toBe(0);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });
  it('tells the editor a file that is not an image is refused, and stores nothing', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-media-refused', watched, async () => {
      const before = await app.strapi.db.query('plugin::upload.file').count({});
      await signInToPanel(page, app.url, 'editor@example.com');
      await page.goto(
        `${app.url}/admin/content-manager/collection-types/${DESTINATION}/${other.documentId}` +
          '?plugins[i18n][locale]=en',
      );
      await page.getByRole('heading', { name: 'Jerash' }).waitFor();
      await page
        .getByRole('button', { name: /Add new assets|add an asset/i })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add more assets' }).click();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('these are notes, not a picture'),
      });
      await dialog.getByRole('button', { name: 'Upload 1 asset to the library' }).click();
      await dialog.getByText('The file must be a JPEG, PNG, WebP, GIF or AVIF image.').waitFor();
      expect(await app.strapi.db.query('plugin::upload.file').count({})).toBe(before);
    });
    await watched.close();
  });
});
