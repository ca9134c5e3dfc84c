import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Who a conversation is between (issue 20, item 3; CONTRACT §10): an agency opens an inquiry only
 * with a customer of one of its own assignments, a traveller only with an active
 * agency and only about their own trip; anything else is 404 and creates nothing, and no answer
 * shows an e-mail the caller could not already see.
 */
describe('conversation parties: nobody reaches a foreign account or trip (issue 20)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const emails: Record<string, string> = {};
  const trip: Record<string, number> = {};

  const call = (method: 'get' | 'post' | 'put', path: string, who: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const open = (who: string, body: Json) => call('post', '/api/conversations', who).send(body);
  const addUser = async (name: string, role: string, extra: Json = {}) => {
    const user = await createUser(app.strapi, { email: `${name}@parties.test`, role });
    if (Object.keys(extra).length)
      await app.strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: user.id }, data: extra });
    [ids[name], emails[name], tokens[name]] = [user.id, user.email, await tokenFor(app.strapi, user, [role])];
  };
  const counts = async () => ({
    conversations: Number(await app.strapi.db.query('api::conversation.conversation').count()),
    messages: Number(await app.strapi.db.query('api::conversation.message').count()),
  });
  const newTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  };
  /** Every e-mail of the test accounts that appears in an answer. */
  const emailsIn = (body: unknown) =>
    Object.values(emails).filter((email) => JSON.stringify(body).includes(email));

  beforeAll(async () => {
    app = await bootStrapi();
    await addUser('superadmin', 'super_admin');
    await addUser('admin', 'admin');
    await addUser('agency', 'agency');
    await addUser('victim', 'user');
    await addUser('traveller', 'user');
    await addUser('blocked_agency', 'agency', { blocked: true });
    await addUser('inactive_agency', 'agency', { is_active: false });
    await addUser('deleted_agency', 'agency', { deleted_at: new Date() });
    trip.victimPrivate = await newTrip('victim', { title: 'Secret honeymoon', city: 'Nowhere' });
    trip.victimPublic = await newTrip('victim', { title: 'Open road', is_public: true });
    trip.mine = await newTrip('traveller', { title: 'My own trip' });
    trip.trashed = await newTrip('traveller', { title: 'Thrown away' });
    await app.strapi.db
      .query('api::trip.trip')
      .update({ where: { id: trip.trashed }, data: { deleted_at: new Date() } });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('an agency naming a customer', () => {
    it("opens nothing with any account it has no assignment with: 404, no name, e-mail or trip, nothing in the victim's list", async () => {
      const before = await counts();
      const res = await open('agency', {
        type: 'agency_inquiry',
        customer_id: ids.victim,
        trip_id: trip.victimPrivate,
        initial_message: 'Hello there',
      });
      expect([res.status, res.body.error?.type, res.body.error?.message]).toEqual([
        404,
        'not_found',
        'Customer not found',
      ]);
      expect(emailsIn(res.body)).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('Secret honeymoon');
      expect(await counts()).toEqual(before);
      expect((await call('get', '/api/conversations', 'victim')).body.data).toEqual([]);
    });

    it('gets the same 404 for every id in a row — the super admin, itself, missing ones — and creates nothing', async () => {
      const before = await counts();
      const highest = Math.max(...Object.values(ids));
      const answers = new Set<string>();
      for (let id = 1; id <= highest + 5; id += 1) {
        const res = await open('agency', { type: 'agency_inquiry', customer_id: id });
        expect(emailsIn(res.body)).toEqual([]);
        answers.add(`${res.status} ${res.body.error?.type} ${res.body.error?.message}`);
      }
      expect([...answers]).toEqual(['404 not_found Customer not found']);
      expect(await counts()).toEqual(before);
    });

    it('is the same for a super admin acting as an agency; anyone else is refused by role (403)', async () => {
      const asSuperAdmin = await open('superadmin', { type: 'agency_inquiry', customer_id: ids.victim });
      expect([asSuperAdmin.status, asSuperAdmin.body.error.type]).toEqual([404, 'not_found']);
      const asUser = await open('traveller', { type: 'agency_inquiry', customer_id: ids.victim });
      expect([asUser.status, asUser.body.error.type]).toEqual([403, 'forbidden']);
      const wrongType = await open('agency', { type: 'direct_support', customer_id: ids.victim });
      expect([wrongType.status, wrongType.body.error.validation_errors[0].field]).toEqual([422, 'type']);
    });
  });

  describe('a traveller naming an agency and a trip', () => {
    it.each([
      ['a user who is no agency', 'victim'],
      ['the super admin', 'superadmin'],
      ['a blocked agency', 'blocked_agency'],
      ['an inactive agency', 'inactive_agency'],
      ['a deleted agency', 'deleted_agency'],
      ['a missing account', 'missing'],
    ])('answers 404 Agency not found for %s, creating nothing', async (_, who) => {
      const before = await counts();
      const res = await open('traveller', {
        type: 'agency_inquiry',
        agency_id: ids[who] ?? 999999,
        initial_message: 'Can you help?',
      });
      expect([res.status, res.body.error?.type, res.body.error?.message]).toEqual([
        404,
        'not_found',
        'Agency not found',
      ]);
      expect(emailsIn(res.body)).toEqual([]);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ["someone else's private trip", 'victimPrivate'],
      ["someone else's public trip", 'victimPublic'],
      ['a trashed trip of their own', 'trashed'],
      ['a missing trip', 'missing'],
    ])('answers 404 Trip not found for %s, in every conversation type', async (_, which) => {
      const before = await counts();
      for (const body of [
        { type: 'agency_inquiry', agency_id: ids.agency },
        { type: 'direct_support' },
        { type: 'ai_concierge' },
      ]) {
        const res = await open('traveller', {
          ...body,
          trip_id: trip[which] ?? 999999,
          initial_message: 'Hi',
        });
        expect([body.type, res.status, res.body.error?.message]).toEqual([body.type, 404, 'Trip not found']);
        expect(JSON.stringify(res.body)).not.toMatch(/Secret honeymoon|Open road/);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses an inquiry with oneself (422 on agency_id)', async () => {
      const res = await open('agency', { type: 'agency_inquiry', agency_id: ids.agency });
      expect([res.status, res.body.error.validation_errors[0].field]).toEqual([422, 'agency_id']);
    });

    it("opens one with an active agency about the traveller's own trip; each side sees only its own e-mail", async () => {
      const res = await open('traveller', {
        type: 'agency_inquiry',
        agency_id: ids.agency,
        trip_id: trip.mine,
        initial_message: 'Can you book this?',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        user: { id: ids.traveller, email: emails.traveller },
        agency: { id: ids.agency, email: null },
        trip: { id: trip.mine, title: 'My own trip' },
      });
      const id = res.body.data.id;
      const asAgency = await call('get', `/api/conversations/${id}`, 'agency');
      expect(asAgency.body.data).toMatchObject({
        user: { id: ids.traveller, email: null },
        agency: { id: ids.agency, email: emails.agency },
      });
      expect((await call('get', '/api/conversations', 'agency')).body.data[0].user.email).toBeNull();
      // The traveller has no name: the agency sees no e-mail in its place either.
      const messages = await call('get', `/api/conversations/${id}/messages`, 'agency');
      expect(messages.body.data[0]).toMatchObject({ sender_id: ids.traveller, sender_name: null });
      expect(emailsIn(messages.body)).toEqual([]);
      // The agency (no name either) is named by its own e-mail to itself, by nothing to the traveller.
      const reply = await call('post', `/api/conversations/${id}/messages`, 'agency').send({ body: 'Sure.' });
      expect([reply.status, reply.body.data.message.sender_name]).toEqual([201, emails.agency]);
      const seen = await call('get', `/api/conversations/${id}/messages`, 'traveller');
      expect(seen.body.data.map((m: Json) => [m.sender_type, m.sender_name])).toEqual([
        ['user', emails.traveller],
        ['agency', null],
      ]);
      expect(emailsIn(seen.body)).toEqual([emails.traveller]);
    });
  });

  it('shows e-mails to administrators of users, and never an admin’s e-mail to a traveller', async () => {
    const res = await open('traveller', { type: 'direct_support', initial_message: 'My payment failed' });
    const id = res.body.data.id;
    const asAdmin = await call('get', `/api/conversations/${id}`, 'admin');
    expect(asAdmin.body.data.user).toEqual({ id: ids.traveller, name: null, email: emails.traveller });
    const answer = await call('post', `/api/conversations/${id}/messages`, 'admin').send({ body: 'On it.' });
    expect([answer.status, answer.body.data.message.sender_name]).toEqual([201, emails.admin]);
    const seen = await call('get', `/api/conversations/${id}/messages`, 'traveller');
    expect(seen.body.data.map((m: Json) => [m.sender_type, m.sender_name])).toEqual([
      ['user', emails.traveller],
      ['admin', null],
    ]);
    expect(emailsIn(seen.body)).toEqual([emails.traveller]);
  });
});
