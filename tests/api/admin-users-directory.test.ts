import type { Core } from '@strapi/strapi';
import type { TestApp } from '../helpers/strapi';
import { namedCallers } from '../helpers/callers';
import { bootWithStaff, createUser, tokenFor } from '../helpers/users';

describe('/api/admin/users (permission manage users): list, create, show, update', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const { tokens, ids, as } = namedCallers(() => app);
  beforeAll(async () => {
    ({ app, strapi } = await bootWithStaff(tokens, ids));
    for (let i = 1; i <= 25; i += 1)
      await createUser(strapi, {
        email: `customer${String(i).padStart(2, '0')}@example.test`,
        role: i % 5 === 0 ? 'agency' : 'user',
      });
  });
  afterAll(() => app?.close());

  it.each<[string | null, number, string | undefined]>([
    [null, 401, 'unauthenticated'],
    ['unverified', 403, 'email_not_verified'],
    ['user', 403, 'forbidden'],
    ['agency', 403, 'forbidden'],
    ['admin', 200, undefined],
    ['superAdmin', 200, undefined],
  ])('GET list as %s → %s', async (who, status, type) => {
    const res = await as(who).get('/api/admin/users');
    expect(res.status).toBe(status);
    expect(res.body.error?.type).toBe(type);
  });

  it('lists one page with the pagination headers, newest rules of §1.4', async () => {
    const res = await as('admin').get('/api/admin/users?per_page=10&page=2');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.meta.pagination).toMatchObject({ page: 2, per_page: 10 });
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(30);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      name: null,
      email: expect.any(String),
      roles: [expect.any(String)],
      phone: null,
      bio: null,
      country: null,
      address: null,
      address_details: null,
      preferred_currency: 'USD',
      emergency_contact: null,
      profile_image: null,
      email_verified_at: expect.any(String),
      is_active: true,
      blocked: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('searches name and e-mail and filters by role', async () => {
    const search = await as('admin').get('/api/admin/users?search=CUSTOMER1');
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `customer1${i}@example.test`),
    );
    const agencies = await as('admin').get('/api/admin/users?role=agency&per_page=100');
    expect(agencies.body.data.every((u: { roles: string[] }) => u.roles[0] === 'agency')).toBe(true);
    expect(agencies.body.meta.pagination.total).toBe(6 + 1);
    expect((await as('admin').get('/api/admin/users?role=pilot')).status).toBe(422);
    const sorted = await as('admin').get('/api/admin/users?sort=-email&per_page=1');
    expect(sorted.body.data[0].email).toBe('user@staff.test');
    expect((await as('admin').get('/api/admin/users?sort=password')).status).toBe(422);
  });

  describe('create', () => {
    it('creates a verified account with a role: 201', async () => {
      const res = await as('admin').post('/api/admin/users', {
        name: 'New Agent',
        email: 'Agent@Example.test',
        password: 'agent-password',
        role: 'agency',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        name: 'New Agent',
        email: 'agent@example.test',
        roles: ['agency'],
        email_verified_at: expect.any(String),
        is_active: true,
      });
      expect(
        (
          await app
            .http()
            .post('/api/login')
            .send({ email: 'agent@example.test', password: 'agent-password' })
        ).status,
      ).toBe(200);
    });

    it('defaults the role to user and refuses an unknown one', async () => {
      expect(
        (
          await as('admin').post('/api/admin/users', {
            name: 'Plain',
            email: 'plain@example.test',
            password: 'plain-password',
          })
        ).body.data.roles,
      ).toEqual(['user']);
      const bad = await as('admin').post('/api/admin/users', {
        name: 'Bad',
        email: 'bad@example.test',
        password: 'bad-password',
        role: 'pilot',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.error.validation_errors).toEqual([
        { field: 'role', message: 'The selected role is invalid.' },
      ]);
    });

    it('answers a taken address with 422 on email', async () => {
      const dup = await as('admin').post('/api/admin/users', {
        name: 'Dup',
        email: 'USER@staff.test',
        password: 'dup-password',
      });
      expect([dup.status, dup.body.error.validation_errors]).toEqual([
        422,
        [{ field: 'email', message: 'The email has already been taken.' }],
      ]);
      const held = (await as('admin').get(`/api/admin/users/${ids.admin}`)).body.data.email as string;
      const moved = await as('admin').put(`/api/admin/users/${ids.user}`, { email: held.toUpperCase() });
      expect([moved.status, moved.body.error.validation_errors]).toEqual([
        422,
        [{ field: 'email', message: 'The email has already been taken.' }],
      ]);
    });

    it.each([
      ['admin', 'admin', 403],
      ['admin', 'super_admin', 403],
      ['superAdmin', 'admin', 201],
    ])('%s giving %s → %s', async (who, role, status) => {
      const res = await as(who).post('/api/admin/users', {
        name: 'Boss',
        email: `boss-${who}-${role}@example.test`,
        password: 'boss-password',
        role,
      });
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.error.type).toBe('forbidden');
    });
  });

  describe('show and update', () => {
    it('shows an account, 404 for a missing one or a non-numeric id', async () => {
      expect((await as('admin').get(`/api/admin/users/${ids.user}`)).body.data.email).toBe('user@staff.test');
      expect((await as('admin').get('/api/admin/users/999999')).status).toBe(404);
      expect((await as('admin').get('/api/admin/users/abc')).status).toBe(404);
    });

    it('updates only what is sent', async () => {
      const res = await as('admin').put(`/api/admin/users/${ids.user}`, { name: 'Renamed', country: 'Peru' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: 'Renamed',
        country: 'Peru',
        email: 'user@staff.test',
        roles: ['user'],
      });
    });

    it('changes a role and revokes the tokens carrying the old one', async () => {
      const target = await createUser(strapi, { email: 'promote@example.test' });
      const token = await tokenFor(strapi, target);
      const res = await as('admin').put(`/api/admin/users/${target.id}`, { role: 'agency' });
      expect(res.body.data.roles).toEqual(['agency']);
      expect((await app.http().get('/api/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
    });

    it('lets only super_admin give or take admin roles', async () => {
      expect((await as('admin').put(`/api/admin/users/${ids.user}`, { role: 'admin' })).status).toBe(403);
      expect((await as('admin').put(`/api/admin/users/${ids.superAdmin}`, { name: 'Hijack' })).status).toBe(
        403,
      );
      expect(
        (await as('superAdmin').put(`/api/admin/users/${ids.user}`, { role: 'admin' })).body.data.roles,
      ).toEqual(['admin']);
      expect(
        (await as('superAdmin').put(`/api/admin/users/${ids.user}`, { role: 'user' })).body.data.roles,
      ).toEqual(['user']);
    });

    it('answers bad bodies with 422', async () => {
      const res = await as('admin').put(`/api/admin/users/${ids.user}`, {
        email: 'nope',
        is_active: 'maybe',
      });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: { field: string }) => e.field)).toEqual([
        'email',
        'is_active',
      ]);
    });
  });
});
