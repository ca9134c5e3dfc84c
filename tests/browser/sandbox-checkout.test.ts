import { createServer } from 'http';
import type { Browser, Page } from 'playwright-core';
import { escapeHtml } from '../../src/plugins/contract/public';
import { billingShortcuts, bootBilling } from '../helpers/billing';
import { consoleErrors, keepingEvidence, launchChromium, watchedPage } from '../helpers/browser';
import { listenLocally } from '../helpers/local-server';
import { pressOnSandbox } from '../helpers/sandbox';
import type { TestApp } from '../helpers/strapi';

/**
 * The frontend's payment page, as the test's stand-in: it says what the legacy page says from its
 * query (`success`, `order_id`), rendered here so it reads the same with scripts off; its last
 * line tells whether the browser really ran its script.
 */
const frontendPage = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://frontend.test');
  if (url.pathname !== '/app/payment-success.html') {
    response.writeHead(404).end();
    return;
  }
  const paid = url.searchParams.get('success') === 'true';
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><title>Payment</title><link rel="icon" href="data:,"></head><body>
<h1>${paid ? 'Payment successful' : 'Payment failed'}</h1>
<p>Order ${escapeHtml(url.searchParams.get('order_id') ?? '')}</p>
<p id="scripts">Scripts are off in this browser.</p>
<script>document.getElementById('scripts').textContent = 'Scripts ran in this browser.';</script>
</body></html>`);
});

/** A user checks out a plan and trip packages, and pays or declines on the sandbox page in Chromium. */
describe('the sandbox checkout page, in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let frontend: Awaited<ReturnType<typeof listenLocally>>;
  let token: string;
  const { newUser, as } = billingShortcuts(() => app);

  beforeAll(async () => {
    frontend = await listenLocally(frontendPage);
    ({ app } = await bootBilling({ env: { FRONTEND_URL: frontend.url } }));
    ({ token } = await newUser('traveller@checkout.test'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await frontend?.close();
  });

  /** A real checkout through the API; its `checkout_url` opened on this instance (APP_URL is fixed in tests). */
  const checkout = async (body: object) => {
    const answer = await as(token).post('/api/payments/initiate', body);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.checkout_url);
    expect(url.pathname).toBe(`/api/payments/sandbox/${answer.body.data.merchant_order_id}`);
    return {
      reference: answer.body.data.merchant_order_id as string,
      checkoutUrl: answer.body.data.checkout_url as string,
      page: `${app.url}${url.pathname}${url.search}`,
    };
  };
  const tripPackage = async (title: string, budget: number) => {
    const trip = await as(token).post('/api/trips', { title, budget });
    expect(trip.status).toBe(201);
    return checkout({ type: 'trip_package', trip_id: trip.body.data.id });
  };
  const orderSeen = async (reference: string) => {
    const answer = await as(token).get(`/api/orders/lookup/${reference}`);
    expect(answer.status).toBe(200);
    return { status: answer.body.data.status, is_success: answer.body.data.is_success };
  };
  /** The row of the page's summary whose first cell is `label`: what it costs. */
  const priceOf = (page: Page, label: string) =>
    page.getByRole('row').filter({ hasText: label }).getByRole('cell').last().textContent();
  /** Presses a button of the sandbox page: the browser ends on the frontend's payment page, reading `heading`. */
  const pressAndLand = async (page: Page, button: 'Pay' | 'Decline', heading: string) => {
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL(`${frontend.url}/app/payment-success.html?**`);
    await page.getByRole('heading', { name: heading }).waitFor();
  };

  it('shows the plan and its price; Pay lands on the success page and the order is paid', async () => {
    const plan = await checkout({ type: 'subscription', plan_id: 2 });
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('sandbox-checkout-pay', watched, async () => {
      expect((await page.goto(plan.page))?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Travel Planner' }).waitFor();
      await page.getByText('Sandbox payment: no money moves.').waitFor();
      expect(await priceOf(page, 'Plan: Jetsetter')).toBe('199.00 EGP');
      expect(await priceOf(page, 'Total')).toBe('199.00 EGP');
      await pressAndLand(page, 'Pay', 'Payment successful');
      await page.getByText('Scripts ran in this browser.').waitFor();
      expect(await orderSeen(plan.reference)).toEqual({ status: 'fulfilled', is_success: true });
      expect(consoleErrors(watched)).toEqual([]);
    });
    await watched.close();
  });

  it('shows the trip package and its amount in pounds; Decline lands on the failure page', async () => {
    const trip = await tripPackage('Nile week', 1000);
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('sandbox-checkout-decline', watched, async () => {
      await page.goto(trip.page);
      // The budget plus the 5% platform commission, in the currency's unit.
      expect(await priceOf(page, 'Trip package: Nile week')).toBe('1,050.00 EGP');
      expect(await priceOf(page, 'Total')).toBe('1,050.00 EGP');
      await pressAndLand(page, 'Decline', 'Payment failed');
      expect(await orderSeen(trip.reference)).toEqual({ status: 'failed', is_success: false });
      expect(consoleErrors(watched)).toEqual([]);
    });
    await watched.close();
  });

  it('pays with JavaScript turned off: the page is a plain form', async () => {
    const trip = await tripPackage('Red Sea weekend', 400);
    const watched = await watchedPage(browser, { javaScriptEnabled: false });
    const { page } = watched;
    await keepingEvidence('sandbox-checkout-no-script', watched, async () => {
      await page.goto(trip.page);
      expect(await priceOf(page, 'Total')).toBe('420.00 EGP');
      await pressAndLand(page, 'Pay', 'Payment successful');
      await page.getByText('Scripts are off in this browser.').waitFor();
      expect(await orderSeen(trip.reference)).toEqual({ status: 'fulfilled', is_success: true });
    });
    await watched.close();
  });

  it("refuses a finished order's page with 409 and says why, with no Pay or Decline", async () => {
    const paid = await tripPackage('Paid already', 200);
    const declined = await tripPackage('Declined already', 300);
    await pressOnSandbox(app, paid.checkoutUrl, 'pay');
    await pressOnSandbox(app, declined.checkoutUrl, 'decline');
    const watched = await watchedPage(browser);
    const { page } = watched;
    await keepingEvidence('sandbox-checkout-finished', watched, async () => {
      for (const [order, reason] of [
        [paid, 'This order is already paid.'],
        [declined, 'The payment of this order was declined.'],
      ] as const) {
        expect((await page.goto(order.page))?.status()).toBe(409);
        await page.getByRole('heading', { name: 'Order closed' }).waitFor();
        await page.getByText(reason).waitFor();
        expect(await page.getByRole('button').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Back to Travel Planner' }).getAttribute('href')).toBe(
          `${frontend.url}/`,
        );
      }
      expect(consoleErrors(watched, 409)).toEqual([]);
    });
    await watched.close();
  });
});
