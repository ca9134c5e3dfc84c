import { ASSIGNMENT } from '../../src/api/agency/public';
import { outbox, queue } from '../../src/plugins/queue/public';
import { createMarketplaceCallers } from '../helpers/agency';
import { requestsAs } from '../helpers/callers';
import { pressOnSandbox } from '../helpers/sandbox';
import { startSmtpServer } from '../helpers/smtp';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOMAIN = 'flow.test';

/**
 * The marketplace end to end over HTTP (issue 22): a customer asks, an admin routes, the agency
 * accepts and builds a trip, the customer pays it in the sandbox; the trip is booked, the
 * assignment completed, the agency's earnings show the money received, and every party was told
 * in the app and by e-mail through a real SMTP server.
 */
describe('agency marketplace: request to paid trip (issue 22)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const as = requestsAs(() => app, tokens);
  const mailOf = (name: string) => `${name.toLowerCase()}@${DOMAIN}`;
  // Domain events are delivered from the outbox a moment after the request that recorded them.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox(app.strapi).idle(15000)).toBe(true);
    expect(await queue(app.strapi).idle(15000)).toBe(true);
  };
  // What one sees in the app, oldest first (an admin's list holds the staff's shared inbox).
  const noticesOf = async (name: string) =>
    ((await as(name).get('/api/notifications?per_page=100')).body.data as Json[])
      .reverse()
      .map((row) => row.type);
  let assignmentId = 0;
  let tripId = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await bootStrapi({
      env: {
        ...smtp.env,
        THROTTLE_CHECKOUT: '1000/60',
        QUEUE_BACKOFF_MS: '100',
        QUEUE_ATTEMPTS: '8',
        NOTIFY_STAFF_DIGEST_SECONDS: '1',
      },
    });
    await createMarketplaceCallers(app.strapi, DOMAIN, tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('a customer asks for an agency: the admins are told', async () => {
    const res = await as('customer').post('/api/agency-requests', { budget_level: 'high' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Assignment requested successfully');
    expect(res.body.data).toMatchObject({
      customer_id: ids.customer,
      agency_user_id: null,
      budget_level: 'high',
      status: 'requested',
    });
    assignmentId = res.body.data.id;
    await settle();
    for (const admin of ['admin', 'superAdmin']) {
      expect(await noticesOf(admin)).toEqual(['agency_request']);
      expect((await smtp.waitFor(mailOf(admin), /New agency request/)).text).toContain(`#${assignmentId}`);
    }
  });

  it('an admin routes it: the agency and the customer are told', async () => {
    const waiting = await as('admin').get('/api/admin/agency-requests');
    expect(waiting.body.data.map((row: Json) => row.id)).toEqual([assignmentId]);
    const res = await as('admin').post(`/api/admin/agency-requests/${assignmentId}/approve`, {
      agency_user_id: ids.agency,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'admin_approved',
      agency_user_id: ids.agency,
      admin_id: ids.admin,
      agency: { id: ids.agency, email: mailOf('agency') },
    });
    expect(res.body.data.admin_approved_at).toEqual(expect.any(String));
    await settle();
    expect(await noticesOf('agency')).toEqual(['agency_assignment_routed']);
    expect(await noticesOf('customer')).toEqual(['agency_assignment_routed']);
    await smtp.waitFor(mailOf('agency'), /New assignment/);
    expect((await smtp.waitFor(mailOf('customer'), /matched/)).text).toContain('agency person');
    expect((await as('admin').get('/api/admin/agency-requests')).body.data).toEqual([]);
  });

  it('the agency accepts: the customer is told', async () => {
    const res = await as('agency').post(`/api/agency/assignments/${assignmentId}/approve`, {});
    expect([res.status, res.body.data.status]).toEqual([200, 'agency_approved']);
    expect(res.body.data.agency_responded_at).toEqual(expect.any(String));
    await settle();
    expect(await noticesOf('customer')).toContain('agency_assignment_accepted');
    await smtp.waitFor(mailOf('customer'), /Your agency accepted/);
  });

  it('the agency builds a trip at its price: the customer is told and sees it', async () => {
    const res = await as('agency').post(`/api/agency/assignments/${assignmentId}/trips`, {
      title: 'Ten days on the Nile',
      price: 2400,
      no_of_travelers: 2,
      start_date: '2031-03-01',
      end_date: '2031-03-10',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Trip created successfully');
    expect(res.body.data).toMatchObject({
      user_id: ids.customer,
      travel_style: 'custom',
      status: 'pending',
      budget: 2400,
      no_of_travelers: 2,
      agency_assignment_id: assignmentId,
    });
    tripId = res.body.data.id;
    await settle();
    expect(await noticesOf('customer')).toContain('agency_trip_built');
    expect((await smtp.waitFor(mailOf('customer'), /built a trip/)).text).toContain('Ten days on the Nile');
    const mine = await as('customer').get('/api/agency-assignments');
    expect(mine.body.data[0]).toMatchObject({ id: assignmentId, status: 'agency_approved' });
    expect(mine.body.data[0].trips.map((trip: Json) => trip.id)).toEqual([tripId]);
  });

  it('the customer pays it in the sandbox: booked, completed, the agency is told and paid', async () => {
    const before = (await as('agency').get('/api/agency/earnings')).body.data;
    expect(before).toMatchObject({ total_earnings: 2400, received: [], recent_payouts: [] });
    const checkout = await as('customer').post('/api/payments/initiate', {
      type: 'trip_package',
      trip_id: tripId,
    });
    expect(checkout.status).toBe(200);
    // The agency's price plus the platform commission (5% unless the setting says otherwise).
    expect(checkout.body.data.amount_cents).toBe(Math.round(240000 * 1.05));
    const back = await pressOnSandbox(app, checkout.body.data.checkout_url, 'pay');
    expect(new URL(back.headers.location).searchParams.get('success')).toBe('true');
    await settle();
    const trip = (await as('customer').get(`/api/trips/${tripId}`)).body.data;
    expect(trip.status).toBe('booked');
    const row = await app.strapi.db.query(ASSIGNMENT).findOne({ where: { id: assignmentId } });
    expect(row).toMatchObject({ state: 'completed' });
    expect(row.completed_at).toBeTruthy();
    expect(await noticesOf('agency')).toContain('agency_assignment_completed');
    await smtp.waitFor(mailOf('agency'), /Trip paid/);
    expect(await noticesOf('customer')).toEqual(expect.arrayContaining(['payment_succeeded', 'trip_booked']));
    const earnings = (await as('agency').get('/api/agency/earnings')).body.data;
    expect(earnings).toMatchObject({
      total_assignments: 1,
      completed_assignments: 1,
      active_assignments: 0,
      total_earnings: 2400,
      currency: 'USD',
      payout_status: 'Active',
      received: [{ currency: 'EGP', amount_cents: checkout.body.data.amount_cents, orders: 1 }],
    });
    expect(earnings.recent_payouts).toEqual([
      expect.objectContaining({
        order_id: checkout.body.data.order_id,
        trip_id: tripId,
        trip_title: 'Ten days on the Nile',
        amount_cents: checkout.body.data.amount_cents,
        currency: 'EGP',
        paid_at: expect.any(String),
      }),
    ]);
  });

  it('a completed assignment takes no more trips; cancelling it is refused', async () => {
    const more = await as('agency').post(`/api/agency/assignments/${assignmentId}/trips`, { title: 'Again' });
    expect([more.status, more.body.error.type, more.body.error.current_status]).toEqual([
      409,
      'invalid_state_transition',
      'completed',
    ]);
    const cancel = await as('customer').post(`/api/agency-assignments/${assignmentId}/cancel`, {});
    expect([cancel.status, cancel.body.error.type]).toEqual([409, 'invalid_state_transition']);
  });

  it('a cancelled request tells the admins, a cancelled routed one the agency', async () => {
    const early = (await as('customer').post('/api/agency-requests', {})).body.data.id;
    const routed = (await as('customer').post('/api/agency-requests', {})).body.data.id;
    await as('admin').post(`/api/admin/agency-requests/${routed}/approve`, {
      agency_user_id: ids.otherAgency,
    });
    for (const id of [early, routed]) {
      const res = await as('customer').post(`/api/agency-assignments/${id}/cancel`, {});
      expect([res.status, res.body.message, res.body.data.status]).toEqual([
        200,
        'Agency assignment cancelled successfully',
        'cancelled',
      ]);
    }
    await settle();
    // Events are delivered concurrently: the order of the rows is not the order of the facts.
    expect((await noticesOf('otherAgency')).sort()).toEqual([
      'agency_assignment_cancelled',
      'agency_assignment_routed',
    ]);
    expect((await noticesOf('admin')).filter((type) => type === 'agency_assignment_cancelled')).toHaveLength(
      1,
    );
  });

  it('a declined assignment tells the customer', async () => {
    const id = (await as('customer').post('/api/agency-requests', {})).body.data.id;
    await as('superAdmin').post(`/api/admin/agency-requests/${id}/approve`, { agency_user_id: ids.agency });
    const res = await as('agency').post(`/api/agency/assignments/${id}/decline`, {});
    expect([res.status, res.body.data.status]).toEqual([200, 'agency_declined']);
    await settle();
    await smtp.waitFor(mailOf('customer'), /Your agency declined/);
  });
});
