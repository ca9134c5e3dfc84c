import { createHmac } from 'crypto';
import type { TestApp } from '../helpers/strapi';
import { linkIn } from '../helpers/smtp';
import { tokenFor } from '../helpers/users';
import { accountShortcuts, bootMailedAccounts, Smtp } from '../helpers/mailed-accounts';
import { accounts } from '../../src/plugins/accounts/public';

describe('e-mail verification and password reset (CONTRACT §2.4)', () => {
  let app: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, smtp, close } = await bootMailedAccounts()));
  afterAll(() => close?.());
  const { users, signUp, auth, verifyPath } = accountShortcuts(() => app);

  describe('verification links', () => {
    let link: string;
    let session: { token: string; user: { id: number } };
    beforeAll(async () => {
      session = await signUp('verify@example.com');
      link = linkIn(
        await smtp.waitFor('verify@example.com', /verify/i),
        'http://localhost:1337/api/email/verify/',
      );
    });

    it('keeps the unverified account out of verified routes meanwhile', async () => {
      const res = await app.http().get('/api/email/verify-notice').set(auth(session.token));
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({
        type: 'email_not_verified',
        message: 'Your email address is not verified.',
      });
    });

    it.each([
      [
        'a tampered signature',
        (l: string) => l.replace(/signature=([0-9a-f])/, (_, c) => `signature=${c === 'a' ? 'b' : 'a'}`),
      ],
      ['a truncated signature', (l: string) => l.slice(0, -6)],
      ['no signature', (l: string) => l.replace(/&signature=.*$/, '')],
      ['a later expiry', (l: string) => l.replace(/expires=\d+/, 'expires=9999999999')],
      ['another account id', (l: string) => l.replace(/verify\/\d+\//, 'verify/1/')],
    ])('answers %s with 403 invalid_signature and changes nothing', async (_, change) => {
      const res = await app.http().get(verifyPath(change(link)));
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ type: 'invalid_signature', status: 403 });
      expect((await users().findById(session.user.id))!.email_verified_at).toBeNull();
    });

    it('answers an expired (correctly signed) link with 403 invalid_signature', async () => {
      const url = new URL(link);
      url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
      url.searchParams.delete('signature');
      const unsigned = `http://localhost:1337${url.pathname}?expires=${url.searchParams.get('expires')}`;
      const signature = createHmac('sha256', 'testKeyA').update(unsigned).digest('hex');
      const res = await app
        .http()
        .get(`${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${signature}`);
      expect(res.status).toBe(403);
      expect(res.body.error.type).toBe('invalid_signature');
    });

    it('resends a link that works, then reports the account verified', async () => {
      const resent = await app.http().post('/api/email/resend').set(auth(session.token));
      expect(resent.body).toEqual({
        success: true,
        message: 'Verification link sent successfully.',
        data: null,
      });
      const mails = smtp.inbox.filter((m) => m.to === 'verify@example.com');
      expect(mails).toHaveLength(2);
      const res = await app
        .http()
        .get(verifyPath(linkIn(mails[1], 'http://localhost:1337/api/email/verify/')));
      expect(res.body.message).toBe('Email verified successfully');
      expect((await app.http().post('/api/email/resend').set(auth(session.token))).body.message).toBe(
        'Email already verified.',
      );
      const notice = await app.http().get('/api/email/verify-notice').set(auth(session.token));
      expect(notice.status).toBe(200);
    });
  });

  describe('password reset', () => {
    const forgot = (email: string) => app.http().post('/api/forgot-password').send({ email });
    const tokenFromMail = async (email: string) => {
      const mail = await smtp.waitFor(email, /reset your password/i);
      return /token=([0-9a-f]{64})/.exec(mail.text)![1];
    };

    it('answers the same for an unknown address, and mails only a known one', async () => {
      await signUp('reset@example.com', 'old-password-1');
      const known = await forgot('reset@example.com');
      const unknown = await forgot('ghost@example.com');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(smtp.inbox.some((m) => m.to === 'ghost@example.com')).toBe(false);
      const mail = await smtp.waitFor('reset@example.com', /reset your password/i);
      expect(mail.text).toContain('Travel Planner');
      // The legacy frontend's reset page (FRONTEND_RESET_PATH default), and the code it asks to paste.
      const link = linkIn(mail, 'http://localhost:8080/auth/reset.html?');
      const code = new URL(link).searchParams.get('token')!;
      expect(new URL(link).searchParams.get('email')).toBe('reset@example.com');
      expect(code).toMatch(/^[0-9a-f]{64}$/);
      expect(mail.text).toContain(`reset code`);
      expect(mail.text.split('\n')).toContain(code);
      expect(mail.html).toContain(code);
    });

    it('resets with the mailed token, revokes every token, and the token is single-use', async () => {
      const user = (await users().findByEmail('reset@example.com'))!;
      const oldSession = await tokenFor(app.strapi, user);
      // Tokens are for verified accounts: verify this one, as its mailed link would.
      await users().update(user.id, { email_verified_at: new Date() });
      const pat = await app
        .http()
        .post('/api/me/tokens')
        .set(auth(oldSession))
        .send({ name: 'agent', scopes: ['trips:read'] });
      expect((await app.http().get('/api/trips').set(auth(pat.body.data.token))).status).toBe(200);
      const token = await tokenFromMail('reset@example.com');
      const body = {
        email: 'reset@example.com',
        token,
        password: 'new-password-2',
        password_confirmation: 'new-password-2',
      };
      const res = await app.http().post('/api/reset-password').send(body);
      expect(res.body).toEqual({ success: true, message: 'Password reset successfully', data: null });
      expect((await app.http().get('/api/me').set(auth(oldSession))).status).toBe(401);
      // A personal access token goes too: whoever asked for the reset may not be the only holder.
      const refused = await app.http().get('/api/trips').set(auth(pat.body.data.token));
      expect([refused.status, refused.body.error.type]).toEqual([401, 'unauthenticated']);
      expect(
        (await app.http().post('/api/login').send({ email: 'reset@example.com', password: 'new-password-2' }))
          .status,
      ).toBe(200);
      expect(
        (await app.http().post('/api/login').send({ email: 'reset@example.com', password: 'old-password-1' }))
          .status,
      ).toBe(401);
      const reused = await app
        .http()
        .post('/api/reset-password')
        .send({ ...body, password: 'third-password', password_confirmation: 'third-password' });
      expect(reused.status).toBe(422);
      expect(reused.body.error.type).toBe('reset_failed');
    });

    it.each([
      ['a wrong token', { token: 'f'.repeat(64) }],
      ['another address', { email: 'verify@example.com' }],
    ])('answers %s with 422 reset_failed', async (_, change) => {
      const res = await app
        .http()
        .post('/api/reset-password')
        .send({
          email: 'reset@example.com',
          token: 'a'.repeat(64),
          password: 'whatever-123',
          password_confirmation: 'whatever-123',
          ...change,
        });
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('reset_failed');
    });

    it('ends the other mailed tokens once one is used, and the tokens of an address its account left', async () => {
      const resets = accounts(app.strapi).passwordResets;
      // Reset mails leave in the background: wait until `count` have arrived.
      const tokensTo = async (email: string, count: number) => {
        const read = () =>
          smtp.inbox
            .filter((m) => m.to === email && /reset your password/i.test(m.subject))
            .map((m) => /token=([0-9a-f]{64})/.exec(m.text)![1]);
        for (let i = 0; i < 100 && read().length < count; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return read();
      };
      const reset = (email: string, token: string) =>
        app
          .http()
          .post('/api/reset-password')
          .send({ email, token, password: 'brand-new-pass-9', password_confirmation: 'brand-new-pass-9' });
      await signUp('two-links@example.com', 'old-password-1');
      await resets.request('two-links@example.com');
      await resets.request('two-links@example.com');
      const [first, second] = await tokensTo('two-links@example.com', 2);
      expect((await reset('two-links@example.com', second)).status).toBe(200);
      expect((await reset('two-links@example.com', first)).body.error.type).toBe('reset_failed');

      const mover = await signUp('moving@example.com', 'old-password-1');
      await resets.request('moving@example.com');
      const [pending] = await tokensTo('moving@example.com', 1);
      await users().update(mover.user.id, { email: 'moved@example.com' });
      await signUp('moving@example.com', 'newcomer-pass-1');
      expect((await reset('moving@example.com', pending)).body.error.type).toBe('reset_failed');
      expect(
        (
          await app
            .http()
            .post('/api/login')
            .send({ email: 'moving@example.com', password: 'newcomer-pass-1' })
        ).status,
      ).toBe(200);
    });

    it('validates the body per field', async () => {
      const res = await app
        .http()
        .post('/api/reset-password')
        .send({ email: 'x', password: 'short', password_confirmation: 'other' });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([
        'email',
        'token',
        'password',
      ]);
    });

    it('refuses the fourth forgot-password in ten minutes with 429', async () => {
      // Two were sent above from this address.
      expect((await forgot('someone@example.com')).status).toBe(200);
      const refused = await forgot('someone@example.com');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    });
  });
});
