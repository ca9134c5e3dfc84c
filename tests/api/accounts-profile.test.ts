import type { TestApp } from '../helpers/strapi';
import { linkIn } from '../helpers/smtp';
import { createUser, tokenFor } from '../helpers/users';
import { accountShortcuts, bootMailedAccounts, Smtp } from '../helpers/mailed-accounts';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('profile (CONTRACT §2.4)', () => {
  let app: TestApp;
  let smtp: Smtp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, smtp, close } = await bootMailedAccounts()));
  afterAll(() => close?.());
  const { users, auth, verifyPath } = accountShortcuts(() => app);

  describe('PATCH/POST /api/profile', () => {
    let token: string;
    let id: number;
    beforeAll(async () => {
      // Another account's address, for the taken-address case.
      await createUser(app.strapi, { email: 'verify@example.com' });
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

    it('revokes the other sessions on a password change, keeps the current one and access tokens', async () => {
      const user = (await users().findById(id))!;
      const other = await tokenFor(app.strapi, user);
      const created = await app
        .http()
        .post('/api/me/tokens')
        .set(auth(token))
        .send({ name: 'kept', scopes: ['trips:read'] });
      expect(created.status).toBe(201);
      const res = await app
        .http()
        .patch('/api/profile')
        .set(auth(token))
        .send({ password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
      expect(res.status).toBe(200);
      expect((await app.http().get('/api/me').set(auth(other))).status).toBe(401);
      expect((await app.http().get('/api/me').set(auth(token))).status).toBe(200);
      // The signed-in owner changed it: the tools they gave a token to keep working (CONTRACT §10).
      expect((await app.http().get('/api/trips').set(auth(created.body.data.token))).status).toBe(200);
    });
  });
});
