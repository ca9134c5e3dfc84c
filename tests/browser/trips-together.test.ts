import type { Browser } from 'playwright-core';
import { consoleErrors, keepingEvidence, launchChromium, watchedPage } from '../helpers/browser';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { startTripPlannerPage } from '../helpers/trip-planner-page';
import { joinedBy } from '../helpers/trips-together';
import { createUser, tokenFor } from '../helpers/users';
import { freePort } from '../helpers/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Issue 38's "done when": two people plan one trip from two browsers — each sees the other's
 * changes and presence at once, each can do what their role allows, and nobody outside sees anything.
 */
describe('two people plan one trip from two browsers', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Awaited<ReturnType<typeof startTripPlannerPage>>;
  let wsPort: number;
  const tokens: Record<string, string> = {};
  let tripId: number;
  let places: Json[];

  beforeAll(async () => {
    page = await startTripPlannerPage();
    wsPort = await freePort();
    app = await bootStrapi({
      env: { SEED_CATALOG: 'true', CORS_ORIGINS: page.url, REALTIME_PORT: String(wsPort) },
    });
    for (const name of ['Maya', 'Omar', 'Lina', 'Sam']) {
      const user = await createUser(app.strapi, { email: `${name.toLowerCase()}@browsers.test`, name });
      tokens[name] = await tokenFor(app.strapi, user);
    }
    const trip = await app
      .http()
      .post('/api/trips')
      .set('Authorization', `Bearer ${tokens.Maya}`)
      .send({ title: 'Istanbul, together', no_of_days: 4 });
    tripId = trip.body.data.id;
    await joinedBy(app, tokens.Maya, tripId, tokens.Omar, 'editor');
    await joinedBy(app, tokens.Maya, tripId, tokens.Lina, 'viewer');
    places = (await app.http().get('/api/attractions?per_page=3')).body.data;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await page?.close();
  });

  const open = async (who: string) => {
    const watched = await watchedPage(browser);
    const query = new URLSearchParams({
      api: app.url,
      token: tokens[who],
      trip: String(tripId),
      wsPort: String(wsPort),
    });
    await watched.page.goto(`${page.url}/trip.html?${query}`);
    return watched;
  };

  it('each sees the other’s presence and changes at once; a viewer reads only; an outsider sees nothing', async () => {
    const maya = await open('Maya');
    const omar = await open('Omar');
    try {
      await keepingEvidence('trips-together', maya, async () => {
        for (const { page: each } of [maya, omar]) await each.getByText('live').waitFor();
        await maya.page.getByRole('list', { name: 'Online' }).getByText('Omar').waitFor({ timeout: 1000 });
        await omar.page.getByRole('list', { name: 'Online' }).getByText('Maya').waitFor({ timeout: 1000 });
        expect(await omar.page.locator('#role').textContent()).toBe('editor');

        // Omar adds a place to day 2: Maya's page shows it within a second, read once on the event.
        await omar.page.getByLabel('Day').fill('2');
        await omar.page.getByLabel('Attraction id').fill(String(places[0].id));
        await omar.page.getByRole('button', { name: 'Add' }).click();
        await omar.page
          .getByRole('list', { name: 'Itinerary' })
          .getByText(`Day 2: ${places[0].name}`)
          .waitFor();
        await maya.page
          .getByRole('list', { name: 'Itinerary' })
          .getByText(`Day 2: ${places[0].name}`)
          .waitFor({ timeout: 1000 });

        // Maya starts on day 3: Omar sees who is editing which day.
        await maya.page.getByLabel('Day').fill('3');
        await maya.page.getByLabel('Attraction id').focus();
        await maya.page.getByLabel('Day').focus();
        await omar.page.getByText('Maya is editing day 3').waitFor({ timeout: 1000 });

        // Lina, a viewer, sees the trip and the others, and may not change it.
        const lina = await open('Lina');
        try {
          await lina.page.getByText('live').waitFor();
          await lina.page.getByText(`Day 2: ${places[0].name}`).waitFor();
          await lina.page.getByLabel('Attraction id').fill(String(places[1].id));
          await lina.page.getByRole('button', { name: 'Add' }).click();
          await lina.page
            .getByRole('alert')
            .getByText('You are not authorized to change this trip.')
            .waitFor();
          await maya.page.getByRole('list', { name: 'Online' }).getByText('Lina').waitFor({ timeout: 1000 });
        } finally {
          await lina.close();
        }
        await maya.page
          .getByRole('list', { name: 'Online' })
          .getByText('Lina')
          .waitFor({ state: 'detached', timeout: 2000 });

        // Sam is on nobody's list: the trip is not found and its channel refuses him.
        const sam = await open('Sam');
        try {
          await sam.page.getByText('Trip not found').waitFor();
          await sam.page.getByText('refused 403').waitFor();
        } finally {
          await sam.close();
        }
        // Each page read the trip on opening and once per change it heard of: never on a timer.
        expect(
          await maya.page.evaluate(() => (globalThis as unknown as { tripReads: number }).tripReads),
        ).toBe(2);
        expect(
          await omar.page.evaluate(() => (globalThis as unknown as { tripReads: number }).tripReads),
        ).toBe(2);
        expect([...consoleErrors(maya), ...consoleErrors(omar)]).toEqual([]);
      });
    } finally {
      await maya.close();
      await omar.close();
    }
  });
});
