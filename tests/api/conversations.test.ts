import { bootStrapi, type TestApp } from '../helpers/strapi';
import { quotaOf, setQuota } from '../helpers/quota';
import { createMatrixCallers, createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('conversations with the AI concierge, agencies and support (issue 14)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let tripId: number;
  const call = (method: 'get' | 'post' | 'patch', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const open = (who: string, body: Json) => call('post', '/api/conversations', who).send(body);
  const send = (who: string, id: number, body: Json) =>
    call('post', `/api/conversations/${id}/messages`, who).send(body);
  const addUser = async (name: string, role = 'user') => {
    const user = await createUser(app.strapi, { email: `${name}@talk.test`, role });
    [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
  };
  const messageCount = async () => Number(await app.strapi.db.query('api::conversation.message').count());

  beforeAll(async () => {
    app = await bootStrapi({ env: { THROTTLE_AI: '5/60,500/86400' } });
    await createMatrixCallers(app.strapi, 'talk.test', tokens, ids);
    await addUser('agency', 'agency');
    await addUser('chatty');
    for (const name of ['owner', 'other', 'agency', 'chatty'])
      await setQuota(app.strapi, { id: ids[name] }, 100);
    const trip = await call('post', '/api/trips', 'owner').send({
      title: 'Paris in spring',
      days: [
        {
          day_number: 1,
          items: [
            { title: 'Louvre Museum', time: '10:00' },
            { title: 'Seine evening cruise', time: '19:00' },
          ],
        },
      ],
    });
    expect(trip.status).toBe(201);
    tripId = trip.body.data.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the AI concierge', () => {
    let conversationId: number;

    it('answers a first message from the linked trip, for one unit', async () => {
      const before = await quotaOf(app.strapi, { id: ids.owner });
      const res = await open('owner', {
        type: 'ai_concierge',
        trip_id: tripId,
        initial_message: 'What is the plan for day 1?',
      });
      expect(res.status).toBe(201);
      conversationId = res.body.data.id;
      expect(res.body.data).toMatchObject({
        type: 'ai_concierge',
        title: 'AI Travel Concierge',
        user: { id: ids.owner },
        agency: null,
        trip: { id: tripId, title: 'Paris in spring' },
        unread_count: 0,
        latest_message: { sender_type: 'ai' },
      });
      expect(res.body.data.latest_message.body).toContain('Louvre Museum');
      expect(res.body.data.latest_message.body).toContain('Seine evening cruise');
      expect((await quotaOf(app.strapi, { id: ids.owner })).used).toBe(before.used + 1);
    });

    it('answers each further message with the conversation and the trip, one unit each', async () => {
      const before = await quotaOf(app.strapi, { id: ids.owner });
      const res = await send('owner', conversationId, {
        body: 'How much does day 1 cost?',
        metadata: { from: 'web' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data.message).toMatchObject({
        sender_type: 'user',
        sender_id: ids.owner,
        body: 'How much does day 1 cost?',
        metadata: { from: 'web' },
      });
      expect(res.body.data.ai_reply).toMatchObject({ sender_type: 'ai', sender_id: null });
      expect(res.body.data.ai_reply.body).toMatch(/Day 1 adds up to/);
      expect((await quotaOf(app.strapi, { id: ids.owner })).used).toBe(before.used + 1);
      const messages = await call('get', `/api/conversations/${conversationId}/messages`, 'owner');
      expect(messages.body.data.map((m: Json) => m.sender_type)).toEqual(['user', 'ai', 'user', 'ai']);
      expect(messages.headers['x-total-count']).toBe('4');
      const paged = await call(
        'get',
        `/api/conversations/${conversationId}/messages?per_page=1&page=2`,
        'owner',
      );
      expect([paged.body.data.length, paged.body.data[0].sender_type]).toEqual([1, 'ai']);
    });

    it('says plainly what it cannot answer without a trip', async () => {
      const res = await open('other', {
        type: 'ai_concierge',
        initial_message: 'Do I need a visa for Japan?',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.latest_message.body).toMatch(/No trip is linked/);
    });

    it('answers 402 with an exhausted quota and stores nothing', async () => {
      const conversation = (await open('owner', { type: 'ai_concierge', trip_id: tripId })).body.data;
      await setQuota(app.strapi, { id: ids.owner }, 10, 10);
      const messagesBefore = await messageCount();
      const conversationsBefore = await app.strapi.db.query('api::conversation.conversation').count();
      const reply = await send('owner', conversation.id, { body: 'And day 2?' });
      expect([reply.status, reply.body.error.type]).toEqual([402, 'ai_quota_exhausted']);
      expect(reply.body.error.quota).toMatchObject({ total: 10, used: 10, remaining: 0 });
      const opened = await open('owner', { type: 'ai_concierge', initial_message: 'Hello?' });
      expect(opened.status).toBe(402);
      expect(await messageCount()).toBe(messagesBefore);
      expect(await app.strapi.db.query('api::conversation.conversation').count()).toBe(conversationsBefore);
      expect((await quotaOf(app.strapi, { id: ids.owner })).used).toBe(10);
      await setQuota(app.strapi, { id: ids.owner }, 100);
    });

    it('counts replies against the ai throttle (429 stores nothing)', async () => {
      const { body } = await open('chatty', { type: 'ai_concierge' });
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await send('chatty', body.data.id, { body: `q${i}` })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const listed = await call('get', `/api/conversations/${body.data.id}/messages`, 'chatty');
      expect(listed.body.data).toHaveLength(10);
    });
  });

  describe('agency inquiries and support', () => {
    let inquiry: number;

    it('runs between the traveller and the agency, with unread counts each', async () => {
      const res = await open('owner', {
        type: 'agency_inquiry',
        agency_id: ids.agency,
        initial_message: 'Hi!',
      });
      expect(res.status).toBe(201);
      inquiry = res.body.data.id;
      expect(res.body.data).toMatchObject({
        title: 'Travel Inquiry',
        agency: { id: ids.agency },
        unread_count: 0,
      });
      const agencyList = await call('get', '/api/conversations', 'agency');
      const seen = agencyList.body.data.find((c: Json) => c.id === inquiry);
      expect(seen.unread_count).toBe(1);
      const answer = await send('agency', inquiry, { body: 'Hello, how can we help?' });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ message: { sender_type: 'agency' }, ai_reply: null });
      expect((await call('get', `/api/conversations/${inquiry}`, 'owner')).body.data.unread_count).toBe(1);
      expect((await call('get', `/api/conversations/${inquiry}`, 'agency')).body.data.unread_count).toBe(0);
      const messages = (await call('get', `/api/conversations/${inquiry}/messages`, 'owner')).body.data;
      // The agency has read the traveller's message; the traveller has not read the agency's yet.
      expect(messages.map((m: Json) => [m.sender_type, m.is_read])).toEqual([
        ['user', true],
        ['agency', false],
      ]);
      const read = await call('patch', `/api/conversations/${inquiry}/read`, 'owner');
      expect([read.status, read.body.data]).toEqual([200, null]);
      expect((await call('get', `/api/conversations/${inquiry}`, 'owner')).body.data.unread_count).toBe(0);
    });

    it('lets an agency open one only for a customer of its assignments (none yet: 404)', async () => {
      const res = await open('agency', {
        type: 'agency_inquiry',
        customer_id: ids.other,
        title: 'Your Nile trip',
      });
      expect([res.status, res.body.error.type]).toEqual([404, 'not_found']);
      expect((await call('get', '/api/conversations', 'other')).body.data).not.toContainEqual(
        expect.objectContaining({ title: 'Your Nile trip' }),
      );
    });

    it('shows support conversations to admins, who answer as admin', async () => {
      const res = await open('other', { type: 'direct_support', initial_message: 'My payment failed' });
      const id = res.body.data.id;
      const reply = await send('admin', id, { body: 'We are looking into it.' });
      expect([reply.status, reply.body.data.message.sender_type]).toEqual([201, 'admin']);
      expect((await call('get', `/api/conversations/${id}`, 'owner')).status).toBe(404);
      const adminList = (await call('get', '/api/conversations', 'admin')).body.data.map((c: Json) => c.id);
      expect(adminList).toContain(id);
      expect(adminList).not.toContain(inquiry);
    });

    it.each([
      ['another user', 'other', 404],
      ['an admin (no flag, not support)', 'admin', 404],
      ['an unverified user', 'unverified', 403],
      ['anonymous', undefined, 401],
    ])('hides a conversation from %s', async (_name, who, status) => {
      for (const [method, path, body] of [
        ['get', `/api/conversations/${inquiry}`],
        ['get', `/api/conversations/${inquiry}/messages`],
        ['post', `/api/conversations/${inquiry}/messages`, { body: 'hi' }],
        ['patch', `/api/conversations/${inquiry}/read`],
      ] as Array<['get' | 'post' | 'patch', string, Json?]>) {
        const res = await call(method, path, who).send(body);
        expect([path, res.status]).toEqual([path, status]);
      }
    });
  });

  describe('bad input', () => {
    it.each([
      [{}, 'type'],
      [{ type: 'gossip' }, 'type'],
      [{ type: 'agency_inquiry' }, 'agency_id'],
      [{ type: 'agency_inquiry', agency_id: 'OTHER' }, 'agency_id'],
      [{ type: 'direct_support', agency_id: 'AGENCY' }, 'agency_id'],
      [{ type: 'ai_concierge', trip_id: 'x' }, 'trip_id'],
      [{ type: 'ai_concierge', trip_id: 2 ** 31 }, 'trip_id'],
      [{ type: 'ai_concierge', title: 'x'.repeat(256) }, 'title'],
      [{ type: 'direct_support', initial_message: 'x'.repeat(5001) }, 'initial_message'],
    ])('refuses %j with 422 on %s', async (body, field) => {
      const resolved = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [
          k,
          v === 'OTHER' ? ids.other : v === 'AGENCY' ? ids.agency : v,
        ]),
      );
      const res = await open('other', resolved);
      expect(res.status).toBe(422);
      expect(res.body.error.validation_errors.map((e: Json) => e.field)).toContain(field);
    });

    it.each([
      ['a non-agency agency_id', { type: 'agency_inquiry', agency_id: 'OWNER' }, 'Agency not found'],
      ["someone else's trip", { type: 'ai_concierge', trip_id: 'TRIP' }, 'Trip not found'],
      ['a missing trip', { type: 'ai_concierge', trip_id: 999999 }, 'Trip not found'],
    ])('answers %s with 404 (CONTRACT §10)', async (_name, body, message) => {
      const resolved = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, v === 'OWNER' ? ids.owner : v === 'TRIP' ? tripId : v]),
      );
      const res = await open('other', resolved);
      expect([res.status, res.body.error.message]).toEqual([404, message]);
    });

    it('refuses customer_id from anyone but an agency (403) and bad messages (422)', async () => {
      const res = await open('owner', { type: 'agency_inquiry', customer_id: ids.other });
      expect([res.status, res.body.error.type]).toEqual([403, 'forbidden']);
      const { body } = await open('owner', { type: 'direct_support' });
      for (const bad of [{}, { body: '' }, { body: 'x'.repeat(10001) }, { body: 'ok', metadata: [1, 2] }])
        expect((await send('owner', body.data.id, bad)).status).toBe(422);
    });
  });
});
