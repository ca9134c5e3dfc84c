import type { Core } from '@strapi/strapi';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { eventsSince, lastEventId } from '../helpers/outbox';
import { createUser, tokenFor } from '../helpers/users';
import { CONVERSATION, conversations } from '../../src/api/conversation/public';
import { outbox } from '../../src/plugins/queue/public';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ROUTED = 'agency.assignment.routed';

/**
 * Conversations and the agency marketplace (CONTRACT §10, legacy-behaviour §3.9): routing an
 * assignment opens one inquiry between its customer and its agency; an agency opens inquiries
 * only with its own assignments' customers; admins take part in an inquiry only while a flag
 * stands on an assignment between its two parties; e-mails show only where they already show.
 */
describe('conversations between the parties of agency assignments', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const emails: Record<string, string> = {};
  const assignment: Record<string, number> = {};
  let routedPayload: Json;
  let strangerInquiry: number;
  let conciergeThread: number;

  const call = (method: 'get' | 'post', path: string, who: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const open = (who: string, body: Json) => call('post', '/api/conversations', who).send(body);
  const listOf = async (who: string): Promise<Json[]> => {
    const res = await call('get', '/api/conversations?per_page=100', who);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const addUser = async (name: string, role: string) => {
    const user = await createUser(strapi, { email: `${name}@inquiries.test`, role });
    [ids[name], emails[name], tokens[name]] = [user.id, user.email, await tokenFor(strapi, user, [role])];
  };
  /** A customer's request, routed by the admin to an agency: the assignment's id. */
  const routedAssignment = async (customer: string, agencyName: string) => {
    const requested = await call('post', '/api/agency-requests', customer).send({});
    expect(requested.status).toBe(201);
    const id = requested.body.data.id as number;
    const routed = await call('post', `/api/admin/agency-requests/${id}/approve`, 'admin').send({
      agency_user_id: ids[agencyName],
    });
    expect(routed.status).toBe(200);
    return id;
  };
  // Domain events are delivered from the outbox a moment after the request that recorded them.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox(strapi).idle(15000)).toBe(true);
  };
  const inquiriesOf = (assignmentId: number) =>
    strapi.db.query(CONVERSATION).findMany({ where: { agency_assignment_id: assignmentId } }) as Promise<
      Json[]
    >;
  const conversationCount = async () => Number(await strapi.db.query(CONVERSATION).count());
  /** The inquiry the routing of an assignment opened (there is exactly one). */
  const routedInquiry = async (assignmentId: number) => {
    const rows = await inquiriesOf(assignmentId);
    expect(rows).toHaveLength(1);
    return rows[0].id as number;
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { QUEUE_BACKOFF_MS: '100' } });
    strapi = app.strapi;
    await addUser('admin', 'admin');
    await addUser('superadmin', 'super_admin');
    await addUser('agency', 'agency');
    await addUser('other_agency', 'agency');
    await addUser('customer', 'user');
    await addUser('other_customer', 'user');
    await addUser('stranger', 'user');
    const mark = await lastEventId(strapi);
    assignment.mine = await routedAssignment('customer', 'agency');
    assignment.other = await routedAssignment('other_customer', 'other_agency');
    await settle();
    routedPayload = (await eventsSince(strapi, mark, ROUTED)).find(
      ([, payload]) => payload.assignment_id === assignment.mine,
    )![1];
    const stranger = await open('stranger', { type: 'agency_inquiry', agency_id: ids.agency });
    expect(stranger.status).toBe(201);
    strangerInquiry = stranger.body.data.id;
    const concierge = await open('customer', { type: 'ai_concierge' });
    expect(concierge.status).toBe(201);
    conciergeThread = concierge.body.data.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('routing an assignment', () => {
    it('opens one agency_inquiry between its customer and its agency, listed by both', async () => {
      const id = await routedInquiry(assignment.mine);
      for (const who of ['customer', 'agency']) {
        const listed = (await listOf(who)).filter((item) => item.agency_assignment_id === assignment.mine);
        expect(listed).toHaveLength(1);
        expect(listed[0]).toMatchObject({
          id,
          type: 'agency_inquiry',
          title: 'Travel Inquiry',
          user: { id: ids.customer },
          agency: { id: ids.agency },
          trip: null,
          latest_message: null,
        });
      }
      const other = await routedInquiry(assignment.other);
      expect((await listOf('other_customer')).map((item) => item.id)).toEqual([other]);
    });

    it('stays one however often the event is delivered, and concurrently too', async () => {
      const id = await routedInquiry(assignment.mine);
      expect(routedPayload).toMatchObject({ assignment_id: assignment.mine, agency_user_id: ids.agency });
      // Recorded again without a key: the relay delivers it a second and a third time.
      await outbox(strapi).emit(ROUTED, routedPayload);
      await outbox(strapi).emit(ROUTED, routedPayload);
      await settle();
      expect(await routedInquiry(assignment.mine)).toBe(id);

      // Two deliveries racing over an assignment whose inquiry is not open yet: the index keeps one.
      await strapi.db.query(CONVERSATION).delete({ where: { id: await routedInquiry(assignment.other) } });
      const { openFor } = conversations(strapi).routedInquiries;
      await Promise.all([openFor(assignment.other), openFor(assignment.other), openFor(assignment.other)]);
      await routedInquiry(assignment.other);
      // The database itself holds it: a second inquiry for one assignment is refused.
      const inquiryOf = (assignmentId: number) =>
        strapi.db
          .query(CONVERSATION)
          .create({
            data: {
              type: 'agency_inquiry',
              title: 'Again',
              user_id: ids.customer,
              agency_assignment_id: assignmentId,
            },
          })
          .then(
            () => 'inserted',
            (error: unknown) => (error instanceof Error ? error.message : String(error)),
          );
      const unused = 2_000_000_000;
      expect(await inquiryOf(unused)).toBe('inserted');
      expect(await inquiryOf(unused)).toMatch(/unique|duplicate/i);
      expect(await inquiriesOf(unused)).toHaveLength(1);
      expect(await inquiriesOf(assignment.mine)).toHaveLength(1);
    });

    it('throws on an assignment it cannot read, so the relay tries again later', async () => {
      const before = await conversationCount();
      await expect(conversations(strapi).routedInquiries.openFor(999999)).rejects.toThrow(/not routed/);
      expect(await conversationCount()).toBe(before);
    });
  });

  describe('an agency and its customers', () => {
    it("sees its customer's e-mail once the assignment is routed; a stranger's stays null", async () => {
      const listed = await listOf('agency');
      const routed = listed.find((item) => item.agency_assignment_id === assignment.mine)!;
      expect(routed.user).toEqual({ id: ids.customer, name: null, email: emails.customer });
      const fromStranger = listed.find((item) => item.id === strangerInquiry)!;
      expect(fromStranger.user).toEqual({ id: ids.stranger, name: null, email: null });
      // And the customer sees the agency's, as on the assignment.
      const asCustomer = await call('get', `/api/conversations/${routed.id}`, 'customer');
      expect(asCustomer.body.data.agency).toEqual({ id: ids.agency, name: null, email: emails.agency });
    });

    it('opens an inquiry with its own customer (customer_id), not with another agency’s (404, nothing created)', async () => {
      const mine = await open('agency', {
        type: 'agency_inquiry',
        customer_id: ids.customer,
        initial_message: 'Welcome aboard.',
      });
      expect(mine.status).toBe(201);
      expect(mine.body.data).toMatchObject({
        type: 'agency_inquiry',
        user: { id: ids.customer, email: emails.customer },
        agency: { id: ids.agency },
        agency_assignment_id: null,
        latest_message: { sender_type: 'agency', body: 'Welcome aboard.' },
      });

      const before = await conversationCount();
      const foreign = await open('agency', {
        type: 'agency_inquiry',
        customer_id: ids.other_customer,
        initial_message: 'Hello?',
      });
      expect([foreign.status, foreign.body.error?.type, foreign.body.error?.message]).toEqual([
        404,
        'not_found',
        'Customer not found',
      ]);
      expect(JSON.stringify(foreign.body)).not.toContain(emails.other_customer);
      expect(await conversationCount()).toBe(before);
    });
  });

  describe('admins and a flag', () => {
    const staff = ['admin', 'superadmin'];
    const reachable = async (who: string, id: number) => ({
      show: (await call('get', `/api/conversations/${id}`, who)).status,
      messages: (await call('get', `/api/conversations/${id}/messages`, who)).status,
      listed: (await listOf(who)).some((item) => item.id === id),
    });
    const unreachable = { show: 404, messages: 404, listed: false };

    it('an admin neither reads nor lists an inquiry, nor posts in it, while no flag stands', async () => {
      const id = await routedInquiry(assignment.mine);
      for (const who of staff) {
        expect(await reachable(who, id)).toEqual(unreachable);
        const post = await call('post', `/api/conversations/${id}/messages`, who).send({ body: 'Hi' });
        expect(post.status).toBe(404);
      }
    });

    it('once the customer files a flag, admins read the inquiries between the two and post as admin', async () => {
      const report = await call('post', `/api/agency-assignments/${assignment.mine}/report`, 'customer').send(
        {
          reason: 'The agency stopped answering',
        },
      );
      expect(report.status).toBe(201);
      const id = await routedInquiry(assignment.mine);
      for (const who of staff)
        expect(await reachable(who, id)).toEqual({ show: 200, messages: 200, listed: true });

      const post = await call('post', `/api/conversations/${id}/messages`, 'admin').send({
        body: 'We are looking into it.',
      });
      expect([post.status, post.body.data.message.sender_type]).toEqual([201, 'admin']);
      const seen = await call('get', `/api/conversations/${id}/messages`, 'customer');
      expect(seen.body.data.map((message: Json) => [message.sender_type, message.body])).toEqual([
        ['admin', 'We are looking into it.'],
      ]);
    });

    it("opens nothing else: not the flagged agency's other inquiries, not the customer's concierge, not other assignments", async () => {
      const others = [strangerInquiry, conciergeThread, await routedInquiry(assignment.other)];
      for (const who of staff) for (const id of others) expect(await reachable(who, id)).toEqual(unreachable);
    });

    it('another agency never sees the inquiry', async () => {
      const id = await routedInquiry(assignment.mine);
      expect(await reachable('other_agency', id)).toEqual(unreachable);
      const post = await call('post', `/api/conversations/${id}/messages`, 'other_agency').send({
        body: 'Hi',
      });
      expect(post.status).toBe(404);
    });
  });
});
