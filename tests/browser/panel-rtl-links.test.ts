import type { Browser, Locator } from 'playwright-core';
import { filledValue, keepingEvidence, launchChromium, signInToPanel, watchedPage } from '../helpers/browser';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser } from '../helpers/users';

const DESTINATION = 'api::destination.destination';
const CM = '/admin/content-manager/collection-types';
// The direction the browser lays the element out in (the tests compile without the DOM's types).
type Styled = { getComputedStyle(element: unknown): { direction: string } };
const directionOf = (locator: Locator) =>
  locator.evaluate((element) => (globalThis as unknown as Styled).getComputedStyle(element).direction);

/** Arabic is edited right to left; a record's bare ids are links to the records they name. */
describe('the Content Manager for its readers, in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let documentId: string;
  let publicId: number;
  let trip: { documentId: string };
  let owner: { id: number; documentId: string; email: string };

  beforeAll(async () => {
    app = await bootStrapi({ adminPanel: true });
    const documents = app.strapi.documents(DESTINATION as never);
    ({ documentId, id: publicId } = (await documents.create({
      data: {
        name: 'Luxor',
        city_name: 'Luxor',
        description: 'Temples on the Nile.',
        image: 'https://example.com/l.jpg',
      },
      locale: 'en',
    } as never)) as { documentId: string; id: number });
    await documents.update({
      documentId,
      locale: 'ar',
      data: { name: 'الأقصر', city_name: 'الأقصر', description: 'معابد على النيل.' },
    } as never);
    owner = await createUser(app.strapi, { email: 'traveller@panel.test' });
    trip = await app.strapi.db
      .query('api::trip.trip')
      .create({ data: { user_id: owner.id, title: 'Nile week', state: 'planned' } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lays the Arabic form and list out right to left, and leaves English and shared fields left to right', async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-rtl', watched, async () => {
      await signInToPanel(page, app.url, 'editor@example.com');
      await page.goto(`${app.url}${CM}/${DESTINATION}/${documentId}?plugins[i18n][locale]=ar`);
      const name = page.locator('input[name="name"]');
      await name.waitFor();
      expect(await filledValue(page, name)).toBe('الأقصر');
      // Waited for through a selector: the panel's CSP refuses string evaluation in the page.
      await page.locator('input[name="name"][dir="rtl"]').waitFor();
      expect(await directionOf(name)).toBe('rtl');
      expect(await directionOf(page.locator('input[name="city_name"]'))).toBe('rtl');
      expect(await directionOf(page.locator('textarea[name="description"]'))).toBe('rtl');
      // The picture's address (a text field: signed links are long) is shared by both languages: left to right.
      expect(await directionOf(page.locator('textarea[name="image"]'))).toBe('ltr');

      await page.goto(`${app.url}${CM}/${DESTINATION}/${documentId}?plugins[i18n][locale]=en`);
      await page.locator('input[name="name"]').waitFor();
      expect(await filledValue(page, page.locator('input[name="name"]'))).toBe('Luxor');
      expect(await directionOf(page.locator('input[name="name"]'))).toBe('ltr');

      await page.goto(`${app.url}${CM}/${DESTINATION}?plugins[i18n][locale]=ar`);
      const cell = page.getByRole('gridcell', { name: 'الأقصر' }).first();
      await cell.waitFor();
      await page.locator('main tbody td[dir]').first().waitFor();
      expect(await directionOf(cell)).toBe('rtl');
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });

  it("saves the Catalog editor's English and Arabic edits, which the API answers at once", async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-bilingual-edit', watched, async () => {
      // Both answers cached before the edits: a save must reach them at once.
      for (const query of ['', '?locale=ar'])
        expect((await app.http().get(`/api/destinations/${publicId}${query}`)).status).toBe(200);
      await signInToPanel(page, app.url, 'editor@example.com');
      const edit = async (locale: string, name: string) => {
        await page.goto(`${app.url}${CM}/${DESTINATION}/${documentId}?plugins[i18n][locale]=${locale}`);
        const field = page.locator('input[name="name"]');
        await field.waitFor();
        await field.fill(name);
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Saved document').first().waitFor();
      };
      await edit('en', 'Luxor, the West Bank');
      expect((await app.http().get(`/api/destinations/${publicId}`)).body.data.name).toBe(
        'Luxor, the West Bank',
      );
      await edit('ar', 'الأقصر، البر الغربي');
      const arabic = await app.http().get(`/api/destinations/${publicId}?locale=ar`);
      expect([arabic.body.data.name, arabic.headers['content-language']]).toEqual([
        'الأقصر، البر الغربي',
        'ar',
      ]);
      // The English record is as the editor left it.
      expect((await app.http().get(`/api/destinations/${publicId}`)).body.data.name).toBe(
        'Luxor, the West Bank',
      );
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });

  it("opens a trip's owner from the trip's Linked records panel in one click", async () => {
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-links', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      await page.goto(`${app.url}${CM}/api::trip.trip/${trip.documentId}`);
      await page.getByText('Linked records').waitFor();
      await page.getByRole('link', { name: owner.email }).click();
      await page.waitForURL(new RegExp(`plugin::users-permissions\\.user/${owner.documentId}`));
      await page.locator('input[name="email"]').waitFor();
      expect(await filledValue(page, page.locator('input[name="email"]'))).toBe(owner.email);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });

  it("lists a destination's country with its region, and opens a trip's owner from its id cell", async () => {
    type Created = { documentId: string };
    const create = (uid: string, data: object) =>
      app.strapi.documents(uid as never).create({ data, locale: 'en' } as never) as Promise<Created>;
    const region = await create('api::region.region', { key: 'panel_test_region', label: 'Nile Valley' });
    const country = await create('api::country.country', {
      name: 'Upper Egypt',
      iso_code: 'UEG',
      region: region.documentId,
    });
    const place = { name: 'Karnak', region: 'Nile Valley' };
    await create(DESTINATION, { name: place.name, city_name: 'Luxor', country: country.documentId });
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('panel-list-columns', watched, async () => {
      await signInToPanel(page, app.url, 'admin@example.com');
      const byName = `filters[$and][0][name][$eq]=${encodeURIComponent(place.name)}`;
      await page.goto(`${app.url}${CM}/${DESTINATION}?plugins[i18n][locale]=en&${byName}`);
      const row = page.getByRole('row').filter({ hasText: place.name });
      await row.getByRole('gridcell', { name: place.region, exact: true }).waitFor();
      const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
      expect(headers.indexOf('Region')).toBe(headers.indexOf('Country') + 1);

      await page.goto(`${app.url}${CM}/api::trip.trip`);
      await page
        .getByRole('link', { name: `Open record #${owner.id} (user id)` })
        .first()
        .click();
      await page.waitForURL(new RegExp(`plugin::users-permissions\\.user/${owner.documentId}`));
      await page.locator('input[name="email"]').waitFor();
      expect(await filledValue(page, page.locator('input[name="email"]'))).toBe(owner.email);
      expect(watched.errors).toEqual([]);
    });
    await watched.close();
  });
});
