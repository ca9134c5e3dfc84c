import fs from 'fs';
import type { Page } from 'playwright-core';
import { keepScreenshot } from '../helpers/browser';
import { APP_NAME, linkedBrowser } from '../helpers/mail-links';
import { pressOnSandbox } from '../helpers/sandbox';
import { linkIn, type ReceivedMail } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';

/** What a template left unfilled would show: mustache, ERB/EJS or a JavaScript template literal. */
const RAW_TEMPLATE = /\{\{|\}\}|<%|%>|\$\{/;

/** The verification, password reset and payment mails, rendered from their HTML part as a mail client would. */
describe('the mails people receive, rendered in a browser (issue 25, item 13)', () => {
  const { linked, inPage, signUp } = linkedBrowser();
  const http = () => linked().app.http();

  /**
   * Shows the mail's HTML part, keeps its screenshot, and checks what every mail must show: the
   * product name, its subject as the title, no raw template mark, only http(s) links. Answers the links.
   */
  const render = async (page: Page, mail: ReceivedMail, name: string) => {
    expect(mail.html).not.toMatch(RAW_TEMPLATE);
    await page.setContent(mail.html);
    expect(fs.existsSync(await keepScreenshot(page, `mail-${name}`))).toBe(true);
    const shown = await page.locator('body').innerText();
    expect(shown).not.toMatch(RAW_TEMPLATE);
    await page.getByText(APP_NAME, { exact: true }).first().waitFor();
    expect(await page.title()).toBe(mail.subject);
    expect(mail.subject.startsWith(`${APP_NAME}: `)).toBe(true);
    // The href attributes as written: mails carry absolute addresses only.
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    return { shown, hrefs: [...new Set(hrefs)] };
  };

  it('the verification mail: its button verifies the address', () =>
    inPage('mail-verification', async (page) => {
      const email = 'newcomer@example.test';
      await signUp('Newcomer', email);
      const mail = await linked().smtp.waitFor(email, /verify your email/);
      const { shown, hrefs } = await render(page, mail, 'verification');
      expect(shown).toContain('Hello Newcomer,');
      // The button and the address written out are the link of the text part.
      expect(hrefs).toEqual([linkIn(mail, `${linked().app.url}/api/email/verify/`)]);

      await page.getByRole('link', { name: 'Verify email address' }).click();
      await page.getByRole('heading', { name: 'Your email address is verified' }).waitFor();
      await page.getByText(APP_NAME, { exact: true }).waitFor();
      const me = await http().post('/api/login').send({ email, password: 'first-password' });
      expect(me.status).toBe(200);
      const profile = await http().get('/api/me').set('Authorization', `Bearer ${me.body.data.token}`);
      expect(profile.body.data.user.email_verified_at).not.toBeNull();
    }));

  it('the password reset mail: its code is shown, its button reaches the reset page with a working token', () =>
    inPage('mail-password-reset', async (page) => {
      const email = 'forgetful@example.test';
      await createUser(linked().app.strapi, { email });
      await http().post('/api/forgot-password').send({ email }).expect(200);
      const mail = await linked().smtp.waitFor(email, /reset your password/);
      const { hrefs } = await render(page, mail, 'password-reset');
      const target = new URL(linkIn(mail, `${linked().frontend.url}/auth/reset.html?`));
      expect(hrefs).toEqual([target.href]);
      const token = target.searchParams.get('token')!;
      await page.getByText(token, { exact: true }).waitFor();

      await page.getByRole('link', { name: 'Reset password' }).click();
      await page.getByRole('heading', { name: 'The frontend' }).waitFor();
      const landed = new URL(page.url());
      expect(`${landed.origin}${landed.pathname}`).toBe(`${linked().frontend.url}/auth/reset.html`);
      expect(landed.searchParams.get('email')).toBe(email);
      // The token the reset page receives is the one that resets the password.
      const reset = await http()
        .post('/api/reset-password')
        .send({
          email,
          token: landed.searchParams.get('token'),
          password: 'second-password',
          password_confirmation: 'second-password',
        });
      expect(reset.status).toBe(200);
    }));

  it('the payment mail: the amount in its currency, and a button to the frontend', () =>
    inPage('mail-payment', async (page) => {
      const email = 'payer@example.test';
      const user = await createUser(linked().app.strapi, { email });
      const token = await tokenFor(linked().app.strapi, user);
      const subscribed = await http()
        .post('/api/me/subscribe')
        .set('Authorization', `Bearer ${token}`)
        .send({ plan_id: 2 });
      expect(subscribed.status).toBe(200);
      await pressOnSandbox(linked().app, subscribed.body.meta.checkout.checkout_url, 'pay');
      const mail = await linked().smtp.waitFor(email, /Payment successful/, 20000);
      const { shown, hrefs } = await render(page, mail, 'payment');
      expect(shown).toContain('199.00 EGP');
      expect(hrefs).toEqual([`${linked().frontend.url}/`]);

      await page.getByRole('link', { name: `Open ${APP_NAME}` }).click();
      await page.getByRole('heading', { name: 'The frontend' }).waitFor();
    }));
});
