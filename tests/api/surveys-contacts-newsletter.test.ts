import { bootStrapi, type TestApp } from '../helpers/strapi';
import { linkIn, startSmtpServer } from '../helpers/smtp';
import { createMatrixCallers, createUser, ensureRole, tokenFor } from '../helpers/users';
import { queue } from '../../src/plugins/queue/public';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('surveys, contacts and the newsletter (issue 14)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const valid = { travel_style: 'couple', budget_level: 'medium', interests: ['food', 'museums'] };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: {
        ...smtp.env,
        APP_URL: 'http://api.test',
        THROTTLE_NEWSLETTER: '1000/60',
        THROTTLE_CONTACTS: '9/60',
      },
    });
    await createMatrixCallers(app.strapi, 'forms.test', tokens, ids);
    await ensureRole(app.strapi, 'user');
    const staff = await createUser(app.strapi, { email: 'staff@forms.test', role: 'admin' });
    tokens.staff = await tokenFor(app.strapi, staff, ['admin']);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  describe('surveys', () => {
    let id: number;

    it('creates, shows, replaces, patches and lists the caller’s own', async () => {
      const created = await call('post', '/api/surveys', 'owner').send(valid);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ user_id: ids.owner, ...valid });
      id = created.body.data.id;
      expect((await call('get', `/api/surveys/${id}`, 'owner')).body.data.travel_style).toBe('couple');
      const replaced = await call('put', `/api/surveys/${id}`, 'owner').send({
        ...valid,
        travel_style: 'solo',
      });
      expect([replaced.status, replaced.body.data.travel_style]).toEqual([200, 'solo']);
      const patched = await call('patch', `/api/surveys/${id}`, 'owner').send({ budget_level: 'luxury' });
      expect(patched.body.data).toMatchObject({ travel_style: 'solo', budget_level: 'luxury' });
      expect((await call('put', `/api/surveys/${id}`, 'owner').send({ budget_level: 'low' })).status).toBe(
        422,
      );
      const list = await call('get', '/api/surveys', 'owner');
      expect([list.headers['x-total-count'], list.body.data[0].id]).toEqual(['1', id]);
    });

    it.each([
      ['another user', 'other', 404],
      ['an admin (surveys are one’s own)', 'admin', 404],
      ['an unverified user', 'unverified', 403],
      ['anonymous', undefined, 401],
    ])('hides a survey from %s', async (_name, who, status) => {
      for (const [method, body] of [
        ['get'],
        ['put', valid],
        ['patch', { travel_style: 'x' }],
        ['delete'],
      ] as const)
        expect((await call(method, `/api/surveys/${id}`, who).send(body)).status).toBe(status);
    });

    it.each([
      [{}, ['travel_style', 'budget_level', 'interests']],
      [{ ...valid, travel_style: 'x'.repeat(256) }, ['travel_style']],
      [{ ...valid, budget_level: 'platinum' }, ['budget_level']],
      [{ ...valid, interests: 'food' }, ['interests']],
      [{ ...valid, interests: Array.from({ length: 51 }, (_, i) => `i${i}`) }, ['interests']],
      [{ ...valid, interests: ['x'.repeat(256)] }, ['interests.0']],
    ])('refuses %j', async (body, fields) => {
      const res = await call('post', '/api/surveys', 'owner').send(body);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toEqual(fields);
    });

    it('deletes softly: gone from show and list, the row kept', async () => {
      expect((await call('delete', `/api/surveys/${id}`, 'owner')).status).toBe(200);
      expect((await call('get', `/api/surveys/${id}`, 'owner')).status).toBe(404);
      expect((await call('get', '/api/surveys', 'owner')).body.data).toEqual([]);
      const row = await app.strapi.db.query('api::survey.survey').findOne({ where: { id } });
      expect(row.deleted_at).not.toBeNull();
    });
  });

  describe('contacts', () => {
    const message = {
      name: 'Ana',
      email: 'Ana@Example.test',
      subject: 'Group trip',
      message: 'Can you plan for 12?',
    };

    it('stores a message as unread, with the sender when signed in; staff read and resolve it', async () => {
      const sent = await call('post', '/api/contacts').send(message);
      expect(sent.status).toBe(201);
      expect(sent.body.message).toBe('Your message has been sent successfully.');
      expect(sent.body.data).toMatchObject({ email: 'ana@example.test', status: 'unread', user_id: null });
      const signed = await call('post', '/api/contacts', 'owner').send(message);
      expect(signed.body.data.user_id).toBe(ids.owner);
      expect((await call('get', '/api/admin/contacts', 'owner')).status).toBe(403);
      const unread = await call('get', '/api/admin/contacts?status=unread', 'staff');
      expect(unread.body.meta.pagination.total).toBe(2);
      const read = await call('patch', `/api/admin/contacts/${sent.body.data.id}/read`, 'staff');
      expect(read.body.data.status).toBe('read');
      const resolved = await call('patch', `/api/admin/contacts/${sent.body.data.id}/resolve`, 'staff');
      expect(resolved.body.data.status).toBe('resolved');
      expect(
        (await call('get', '/api/admin/contacts?status=unread', 'staff')).body.meta.pagination.total,
      ).toBe(1);
      expect((await call('patch', '/api/admin/contacts/999999/read', 'staff')).status).toBe(404);
      expect((await call('get', '/api/admin/contacts?status=lost', 'staff')).status).toBe(422);
    });

    it.each([
      ['name', { name: '' }],
      ['email', { email: 'not-an-address' }],
      ['message', { message: undefined }],
      ['message', { message: 'x'.repeat(5001) }],
      ['subject', { subject: 'x'.repeat(256) }],
    ])('refuses a bad %s with 422', async (field, change) => {
      const res = await call('post', '/api/contacts').send({ ...message, ...change });
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
    });

    it('throttles the form to 5 a minute per address', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await call('post', '/api/contacts').send(message)).status);
      expect(statuses.slice(-1)).toEqual([429]);
    });
  });

  describe('the newsletter', () => {
    it('subscribes an address lower-cased and mails the signed unsubscribe link, which works once', async () => {
      const res = await call('post', '/api/newsletter/subscribe').send({ email: '  Nour@Example.TEST ' });
      expect(res.status).toBe(201);
      expect(res.body.data.email).toBe('nour@example.test');
      const mail = await smtp.waitFor('nour@example.test', /newsletter/);
      const link = linkIn(mail, 'http://api.test/api/newsletter/unsubscribe');
      expect(link).toBe(res.body.data.unsubscribe_url);
      const { pathname, search } = new URL(link);
      const left = await app.http().get(`${pathname}${search}`).set('Accept', 'application/json');
      expect([left.status, left.body.message]).toEqual([
        200,
        'You have been unsubscribed from the newsletter.',
      ]);
      const again = await app.http().get(`${pathname}${search}`).set('Accept', 'text/html');
      expect([again.status, again.type]).toEqual([200, 'text/html']);
      expect(again.text).toContain('This address is not subscribed.');
      expect(await app.strapi.db.query('api::newsletter.newsletter-subscriber').count()).toBe(0);
    });

    it('refuses a tampered link with 403', async () => {
      const { body } = await call('post', '/api/newsletter/subscribe').send({ email: 'keep@example.test' });
      const link = new URL(body.data.unsubscribe_url);
      const signature = link.searchParams.get('signature')!;
      for (const query of [
        `email=other%40example.test&signature=${signature}`,
        `email=keep%40example.test&signature=${signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))}`,
        'email=keep%40example.test&signature=zz',
      ]) {
        const res = await app.http().get(`/api/newsletter/unsubscribe?${query}`);
        expect([res.status, res.body.error.type]).toEqual([403, 'invalid_signature']);
      }
      expect((await app.http().get('/api/newsletter/unsubscribe?email=keep%40example.test')).status).toBe(
        422,
      );
      expect(await app.strapi.db.query('api::newsletter.newsletter-subscriber').count()).toBe(1);
    });

    it('answers 409 duplicate for an address already subscribed, in any case, also under concurrency', async () => {
      const dup = await call('post', '/api/newsletter/subscribe').send({ email: 'KEEP@example.test' });
      expect([dup.status, dup.body.error.type, dup.body.message]).toEqual([
        409,
        'duplicate',
        'This email is already subscribed.',
      ]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call('post', '/api/newsletter/subscribe').send({ email: 'race@example.test' }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      await queue(app.strapi).idle(10000);
    });

    it.each([['not-an-address'], [''], ['a@b'], [42]])('refuses %j with 422', async (email) => {
      const res = await call('post', '/api/newsletter/subscribe').send({ email });
      expect([res.status, res.body.error.validation_errors[0].field]).toEqual([422, 'email']);
    });
  });
});
