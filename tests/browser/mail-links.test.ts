import type { Page } from 'playwright-core';
import { keepScreenshot } from '../helpers/browser';
import { APP_NAME, linkedBrowser } from '../helpers/mail-links';
import { linkIn } from '../helpers/smtp';
import { accounts } from '../../src/plugins/accounts/public';

/** The verification and unsubscribe links of the mails, opened in Chromium as a person opens them. */
describe('links from mails, opened in a browser (issue 25, item 11)', () => {
  const { linked, inPage, signUp } = linkedBrowser();
  const http = () => linked().app.http();

  /** Opens a link and checks the page a person sees: status, product name, heading, way on. */
  const open = async (page: Page, link: string, status: number, heading: string) => {
    const answer = await page.goto(link);
    expect(answer?.status()).toBe(status);
    expect(answer?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(`${heading} · ${APP_NAME}`);
    await page.getByText(APP_NAME, { exact: true }).waitFor();
    const onward = page.getByRole('link', { name: `Continue to ${APP_NAME}` });
    expect(await onward.getAttribute('href')).toBe(`${linked().frontend.url}/`);
  };
  const tamper = (link: string) =>
    link.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);

  it('verifies the address from the mailed link, says so, and leads to the frontend', () =>
    inPage('verification-link', async (page) => {
      const email = 'reader@example.test';
      await signUp('Reader', email);
      const mail = await linked().smtp.waitFor(email, /verify your email/);
      const link = linkIn(mail, `${linked().app.url}/api/email/verify/`);

      await open(page, tamper(link), 403, 'This verification link is not valid');
      await keepScreenshot(page, 'page-verification-invalid');
      const users = accounts(linked().app.strapi).users;
      expect((await users.findByEmail(email))!.email_verified_at).toBeNull();

      await open(page, link, 200, 'Your email address is verified');
      await keepScreenshot(page, 'page-verification-done');
      expect((await users.findByEmail(email))!.email_verified_at).not.toBeNull();
      await page.getByRole('link', { name: `Continue to ${APP_NAME}` }).click();
      await page.getByRole('heading', { name: 'The frontend' }).waitFor();
      expect(new URL(page.url()).origin).toBe(linked().frontend.url);

      await open(page, link, 200, 'Your email address is already verified');
    }));

  it('leaves the newsletter from the welcome mail, says so, and refuses an altered link', () =>
    inPage('unsubscribe-link', async (page) => {
      const email = 'letters@example.test';
      const subscribed = await http().post('/api/newsletter/subscribe').send({ email });
      expect(subscribed.status).toBe(201);
      const mail = await linked().smtp.waitFor(email, /newsletter/);
      const link = linkIn(mail, `${linked().app.url}/api/newsletter/unsubscribe?`);

      await open(page, tamper(link), 403, 'This unsubscribe link is not valid');
      await keepScreenshot(page, 'page-unsubscribe-invalid');
      const subscribers = linked().app.strapi.db.query('api::newsletter.newsletter-subscriber');
      expect(await subscribers.count({ where: { email } })).toBe(1);

      await open(page, link, 200, 'You have been unsubscribed');
      await page.getByText(`${email} will no longer receive the ${APP_NAME} newsletter.`).waitFor();
      await keepScreenshot(page, 'page-unsubscribe-done');
      expect(await subscribers.count({ where: { email } })).toBe(0);

      await open(page, link, 200, 'You are already unsubscribed');
      await open(page, link.replace(/&signature=.*$/, ''), 422, 'This unsubscribe link is incomplete');
    }));
});
