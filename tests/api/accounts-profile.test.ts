import { createHmac } from 'crypto';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { linkIn, startSmtpServer } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { accounts } from '../../src/plugins/accounts/public';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('e-mail verification, password reset and profile (CONTRACT §2.4)', () => {
  let app: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: {
        ...smtp.env,
        THROTTLE_FORGOT_PASSWORD: '3/600',
        THROTTLE_REGISTER: '1000/60',
        THROTTLE_RESET_PASSWORD: '1000/60',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const users = () => accounts(app.strapi).users;
  const signUp = async (email: string, password = 'first-password') => {
    const res = await app
      .http()
      .post('/api/register')
      .send({ name: 'Test Person', email, password, password_confirmation: password });
    expect(res.status).toBe(201);
    return res.body.data as { token: string; user: { id: number } };
  };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const verifyPath = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

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

  describe('PATCH/POST /api/profile', () => {
    let token: string;
    let id: number;
    beforeAll(async () => {
      const user = await createUser(app.strapi, { email: 'profile@example.com' });
      id = user.id;
      token = await tokenFor(app.strapi, user);
    });

    it('updates the fields sent and answers the User without subscription', async () => {
      const res = await app.http().patch('/api/profile').set(auth(token)).send({
        name: 'New Name',
        bio: 'Likes trains',
        country: 'Egypt',
        line1: '1 Nile St',
        city: 'Cairo',
        postal_code: '11511',
        preferred_currency: 'egp',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile updated successfully.');
      expect(res.body.data.user).toMatchObject({
        id,
        name: 'New Name',
        bio: 'Likes trains',
        country: 'Egypt',
        preferred_currency: 'EGP',
        address_details: {
          line1: '1 Nile St',
          line2: null,
          city: 'Cairo',
          state: null,
          country: null,
          postal_code: '11511',
        },
      });
      expect(res.body.data.user.subscription).toBeUndefined();
    });

    it("refuses another account's phone with 422 on phone, and keeps one's own", async () => {
      const other = await createUser(app.strapi, { email: 'phone-holder@example.com' });
      await app.strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: other.id }, data: { phone: '+20 111 222 3333' } });
      const taken = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ phone: '+20 111 222 3333' });
      expect(taken.status).toBe(422);
      expect(taken.body.error.validation_errors).toEqual([
        { field: 'phone', message: 'The phone has already been taken.' },
      ]);
      expect(
        (await app.http().patch('/api/profile').set(auth(token)).send({ phone: '+20 100 555 0000' })).status,
      ).toBe(200);
      expect(
        (
          await app
            .http()
            .patch('/api/profile')
            .set(auth(token))
            .send({ phone: '+20 100 555 0000', name: 'Same Phone' })
        ).status,
      ).toBe(200);
    });

    it('takes a multipart image and a data-URI image, giving an absolute URL', async () => {
      const multipart = await app
        .http()
        .post('/api/profile')
        .set(auth(token))
        .field('name', 'With Photo')
        .attach('profile_image', PNG, { filename: 'me.png', contentType: 'image/png' });
      expect(multipart.status).toBe(200);
      expect(multipart.body.data.user.profile_image).toMatch(/^http:\/\/localhost:1337\/uploads\/.+\.png$/);
      const dataUri = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ profile_image: `data:image/png;base64,${PNG.toString('base64')}` });
      expect(dataUri.status).toBe(200);
      expect(dataUri.body.data.user.profile_image).not.toBe(multipart.body.data.user.profile_image);
    });

    it.each([
      ['a text file', () => ({ profile_image: 'data:text/plain;base64,aGVsbG8=' })],
      ['a bad currency', () => ({ preferred_currency: 'euros' })],
      ['a long bio', () => ({ bio: 'x'.repeat(1001) })],
      ['a password without confirmation', () => ({ password: 'new-password-9' })],
    ])('answers %s with 422', async (_, body) => {
      const res = await app.http().patch('/api/profile').set(auth(token)).send(body());
      expect(res.status).toBe(422);
      expect(res.body.error.type).toBe('validation_error');
    });

    it('answers an image over 5 MB with 413 or 422, never 500', async () => {
      const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
      const res = await app
        .http()
        .post('/api/profile')
        .set(auth(token))
        .attach('profile_image', big, { filename: 'big.png', contentType: 'image/png' });
      expect([413, 422]).toContain(res.status);
    });

    it('un-verifies on an e-mail change and mails a new link; a taken address is 422 on email', async () => {
      const taken = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ email: 'verify@example.com' });
      expect(taken.status).toBe(422);
      expect(taken.body.error.validation_errors).toEqual([
        { field: 'email', message: 'The email has already been taken.' },
      ]);
      const res = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ email: 'Profile.New@example.com' });
      expect(res.body.message).toBe(
        'Profile updated successfully. A verification link was sent to your new email address.',
      );
      expect(res.body.data.user).toMatchObject({ email: 'profile.new@example.com', email_verified_at: null });
      const link = linkIn(
        await smtp.waitFor('profile.new@example.com', /verify/i),
        'http://localhost:1337/api/email/verify/',
      );
      expect((await app.http().get(verifyPath(link))).body.message).toBe('Email verified successfully');
    });

    it('revokes the other tokens on a password change and keeps the current one', async () => {
      const user = (await users().findById(id))!;
      const other = await tokenFor(app.strapi, user);
      const res = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect((await app.http().get('/api/me').set(auth(other))).status).toBe(401);
      expect((await app.http().get('/api/me').set(auth(token))).status).toBe(200);
    });
  });
});
