import type { Core } from '@strapi/strapi';
import type { TestApp } from '../helpers/strapi';
import { namedCallers } from '../helpers/callers';
import { bootWithStaff, createUser, tokenFor } from '../helpers/users';
import { accounts } from '../../src/plugins/accounts/public';

describe('/api/admin/users (permission manage users): active, block, delete; permissions as data', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const { tokens, ids, as } = namedCallers(() => app);
  beforeAll(async () => ({ app, strapi } = await bootWithStaff(tokens, ids)));
  afterAll(() => app?.close());

  describe('active, block, delete', () => {
    let target: { id: number };
    let token: string;
    beforeEach(async () => {
      target = await createUser(strapi, { email: `target-${Date.now()}-${Math.random()}@example.test` });
      token = await tokenFor(strapi, target);
    });
    const me = () => app.http().get('/api/me').set('Authorization', `Bearer ${token}`);

    it('blocks and unblocks: the token answers 403 account_blocked everywhere meanwhile, then works again', async () => {
      expect((await me()).status).toBe(200);
      const blocked = await as('admin').patch(`/api/admin/users/${target.id}/block`, { blocked: true });
      expect(blocked.body).toMatchObject({ message: 'User blocked successfully.', data: { blocked: true } });
      for (const path of ['/api/me', '/api/plans', '/api/orders']) {
        const res = await app.http().get(path).set('Authorization', `Bearer ${token}`);
        expect([path, res.status, res.body.error?.type]).toEqual([path, 403, 'account_blocked']);
      }
      expect(
        (await app.http().post('/api/refresh').set('Authorization', `Bearer ${token}`)).body.error.type,
      ).toBe('account_blocked');
      const unblocked = await as('admin').patch(`/api/admin/users/${target.id}/block`, { blocked: false });
      expect(unblocked.body).toMatchObject({
        message: 'User unblocked successfully.',
        data: { blocked: false, is_active: true },
      });
      expect((await me()).status).toBe(200);
      // Through the update route too.
      await as('admin').put(`/api/admin/users/${target.id}`, { blocked: true });
      expect((await me()).body.error.type).toBe('account_blocked');
      await as('admin').put(`/api/admin/users/${target.id}`, { blocked: false });
      expect((await me()).status).toBe(200);
    });

    it('deactivates: a live token then gets 403 account_blocked on any route; login is refused', async () => {
      const fresh = await tokenFor(strapi, target);
      await accounts(strapi).users.update(target.id, { password: 'target-password' });
      const res = await as('admin').patch(`/api/admin/users/${target.id}/active`, { is_active: false });
      expect(res.body.data.is_active).toBe(false);
      // Deactivation keeps the tokens: they answer 403 until the account is active again.
      const refused = await app.http().get('/api/me').set('Authorization', `Bearer ${fresh}`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.type).toBe('account_blocked');
      expect(
        (
          await app
            .http()
            .post('/api/login')
            .send({
              email: (await accounts(strapi).users.findById(target.id))!.email,
              password: 'target-password',
            })
        ).status,
      ).toBe(403);
      expect((await as('admin').patch(`/api/admin/users/${target.id}/active`, {})).body.data.is_active).toBe(
        true,
      );
      expect((await app.http().get('/api/me').set('Authorization', `Bearer ${fresh}`)).status).toBe(200);
    });

    it('soft-deletes: 404 afterwards, no sign-in, e-mail stays reserved', async () => {
      const { email } = (await accounts(strapi).users.findById(target.id))!;
      await accounts(strapi).users.update(target.id, { password: 'target-password' });
      const res = await as('admin').delete(`/api/admin/users/${target.id}`);
      expect(res.body).toEqual({ success: true, message: 'User deleted successfully.', data: null });
      expect((await as('admin').get(`/api/admin/users/${target.id}`)).status).toBe(404);
      expect((await as('admin').delete(`/api/admin/users/${target.id}`)).status).toBe(404);
      expect((await me()).status).toBe(401);
      expect((await app.http().post('/api/login').send({ email, password: 'target-password' })).status).toBe(
        401,
      );
      const again = await app
        .http()
        .post('/api/register')
        .send({ name: 'Again', email, password: 'again-password', password_confirmation: 'again-password' });
      expect([again.status, again.body.error.validation_errors]).toEqual([
        422,
        [{ field: 'email', message: 'The email has already been taken.' }],
      ]);
    });

    describe('PATCH active activates and PATCH block blocks; neither toggles (CONTRACT §10)', () => {
      /** A PATCH with no body at all, as the legacy admin page sends it. */
      const bare = (path: string, who = 'admin') =>
        app.http().patch(path).set('Authorization', `Bearer ${tokens[who]}`);
      const standing = async (id = target.id) => {
        const user = (await accounts(strapi).users.findById(id))!;
        return { is_active: user.is_active !== false, blocked: Boolean(user.blocked) };
      };
      const active = () => `/api/admin/users/${target.id}/active`;
      const block = () => `/api/admin/users/${target.id}/block`;

      it('lifts a block with a body-less PATCH /active: active, unblocked, the same token works again', async () => {
        const blocked = await bare(block());
        expect([blocked.status, blocked.body.message, blocked.body.data.blocked]).toEqual([
          200,
          'User blocked successfully.',
          true,
        ]);
        expect((await me()).body.error.type).toBe('account_blocked');
        const res = await bare(active());
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          message: 'User activated successfully.',
          data: { id: target.id, is_active: true, blocked: false },
        });
        expect(await standing()).toEqual({ is_active: true, blocked: false });
        expect((await me()).status).toBe(200);

        // Deactivated and blocked at once: one activation gives access back.
        await as('admin').put(`/api/admin/users/${target.id}`, { is_active: false, blocked: true });
        expect((await me()).body.error.type).toBe('account_blocked');
        expect((await bare(active())).body.data).toMatchObject({ is_active: true, blocked: false });
        expect((await me()).status).toBe(200);
      });

      it('repeats the same answer: /active twice stays active, /block twice stays blocked (no body, or an empty one)', async () => {
        for (const send of [() => bare(active()), () => as('admin').patch(active(), {})]) {
          expect((await send()).body.data).toMatchObject({ is_active: true, blocked: false });
          expect((await send()).body.data).toMatchObject({ is_active: true, blocked: false });
        }
        expect((await me()).status).toBe(200);
        for (const send of [() => bare(block()), () => as('admin').patch(block(), {})]) {
          expect((await send()).body.data).toMatchObject({ blocked: true });
          expect((await send()).body.data).toMatchObject({ blocked: true });
        }
        expect(await standing()).toEqual({ is_active: true, blocked: true });
        expect((await me()).body.error.type).toBe('account_blocked');
      });

      it('sets the value an explicit boolean body gives', async () => {
        const off = await as('admin').patch(active(), { is_active: false });
        expect([off.body.message, off.body.data.is_active]).toEqual([
          'User deactivated successfully.',
          false,
        ]);
        expect((await as('admin').patch(active(), { is_active: 'false' })).body.data.is_active).toBe(false);
        expect((await me()).body.error.type).toBe('account_blocked');
        // Lifting a block leaves a deactivation as it is.
        expect((await as('admin').patch(block(), { blocked: false })).body.data).toMatchObject({
          is_active: false,
          blocked: false,
        });
        expect((await as('admin').patch(active(), { is_active: true })).body.data.is_active).toBe(true);
        expect((await me()).status).toBe(200);

        expect((await as('admin').patch(block(), { blocked: true })).body.data.blocked).toBe(true);
        expect((await as('admin').patch(block(), { blocked: 1 })).body.data.blocked).toBe(true);
        const lifted = await as('admin').patch(block(), { blocked: false });
        expect([lifted.body.message, lifted.body.data.blocked]).toEqual([
          'User unblocked successfully.',
          false,
        ]);
        expect((await as('admin').patch(block(), { blocked: false })).body.data.blocked).toBe(false);
        // `is_active: true` is the explicit form of activation: it lifts a block too.
        await as('admin').patch(block(), { blocked: true });
        expect((await as('admin').patch(active(), { is_active: true })).body.data).toMatchObject({
          is_active: true,
          blocked: false,
        });
        expect((await me()).status).toBe(200);
      });

      it('refuses a value that is not a boolean (422 on the field) and changes nothing', async () => {
        await as('admin').patch(block(), { blocked: true });
        for (const [path, body, field] of [
          [active(), { is_active: 'maybe' }, 'is_active'],
          [active(), { is_active: null }, 'is_active'],
          [block(), { blocked: 'yes' }, 'blocked'],
          [block(), { blocked: [true] }, 'blocked'],
        ] as const) {
          const res = await as('admin').patch(path, body);
          expect([res.status, res.body.error.type]).toEqual([422, 'validation_error']);
          expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([field]);
        }
        expect(await standing()).toEqual({ is_active: true, blocked: true });
      });

      it('answers 404 for an unknown account, 403 for a caller without the right, and never locks oneself out', async () => {
        for (const id of ['99999999', 'abc', '0'])
          for (const action of ['active', 'block']) {
            const res = await bare(`/api/admin/users/${id}/${action}`);
            expect([id, action, res.status, res.body.error.type]).toEqual([id, action, 404, 'not_found']);
          }
        const agency = await createUser(strapi, {
          email: `agency-${Date.now()}@example.test`,
          role: 'agency',
        });
        for (const caller of [token, await tokenFor(strapi, agency, ['agency'])])
          for (const path of [active(), block(), `/api/admin/users/${agency.id}/block`]) {
            const res = await app.http().patch(path).set('Authorization', `Bearer ${caller}`);
            expect([path, res.status, res.body.error.type]).toEqual([path, 403, 'forbidden']);
          }
        expect(await standing()).toEqual({ is_active: true, blocked: false });
        // An admin account needs `assign admins`, whatever the action.
        for (const path of [
          `/api/admin/users/${ids.superAdmin}/active`,
          `/api/admin/users/${ids.superAdmin}/block`,
        ])
          expect((await bare(path)).body.error.type).toBe('forbidden');
        // Activating oneself is harmless (and no longer a toggle that locks one out); blocking or
        // deactivating oneself is refused.
        const self = `/api/admin/users/${ids.superAdmin}`;
        const activated = await bare(`${self}/active`, 'superAdmin');
        expect([activated.status, activated.body.data?.is_active]).toEqual([200, true]);
        for (const refused of [
          await bare(`${self}/block`, 'superAdmin'),
          await as('superAdmin').patch(`${self}/active`, { is_active: false }),
        ])
          expect([refused.status, refused.body.error.message]).toEqual([
            403,
            'You cannot block or deactivate your own account.',
          ]);
        expect(await standing(ids.superAdmin)).toEqual({ is_active: true, blocked: false });
      });
    });

    it('refuses acting on oneself and, for an admin, on admin accounts', async () => {
      expect((await as('admin').patch(`/api/admin/users/${ids.admin}/block`, { blocked: true })).status).toBe(
        403,
      );
      expect((await as('admin').delete(`/api/admin/users/${ids.superAdmin}`)).status).toBe(403);
      expect((await as('superAdmin').delete(`/api/admin/users/${ids.superAdmin}`)).status).toBe(403);
    });
  });

  describe('permissions are data editors can change', () => {
    it('takes effect at once when a role loses a permission, and again when it gets it back', async () => {
      const permissions = strapi.db.query('plugin::accounts.permission');
      const adminRole = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'admin' } });
      const manageUsers = await permissions.findOne({
        where: { name: 'manage users' },
        populate: { roles: true },
      });
      const holders = manageUsers.roles.map((role: { id: number }) => role.id);
      expect(holders).toContain(adminRole.id);

      await permissions.update({
        where: { id: manageUsers.id },
        data: { roles: holders.filter((id: number) => id !== adminRole.id) },
      });
      expect((await as('admin').get('/api/admin/users')).status).toBe(403);
      expect((await as('superAdmin').get('/api/admin/users')).status).toBe(200);

      await permissions.update({ where: { id: manageUsers.id }, data: { roles: holders } });
      expect((await as('admin').get('/api/admin/users')).status).toBe(200);
    });
  });
});
