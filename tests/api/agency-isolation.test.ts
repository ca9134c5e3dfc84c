import { FLAG } from '../../src/api/agency/public';
import { TRIP } from '../../src/api/trip/public';
import {
  createNamedCallers,
  expectFirstOfPages,
  invalidFields,
  marketplaceSteps,
  stateOf,
} from '../helpers/agency';
import { namedCallers } from '../helpers/callers';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CALLERS = {
  custA: { role: 'user' },
  custB: { role: 'user' },
  plain: { role: 'user' },
  agencyA: { role: 'agency' },
  agencyB: { role: 'agency' },
  admin: { role: 'admin' },
  superAdmin: { role: 'super_admin' },
};
const idsOf = (items: Json[]) => items.map((item) => item.id);

/**
 * Issue 22: no agency sees anything of another's business, no customer of another customer's,
 * and nobody but agencies and staff reaches the agency desk. The business is built over HTTP as
 * the clients build it: two agencies, A and B, each with customers, assignments and trips.
 */
describe('agency marketplace: every party sees only its own business (issue 22)', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  const steps = marketplaceSteps(as);
  /** a1 agency_approved (2 trips), a2 agency_declined: A's; b1 agency_approved (1 trip), b2 admin_approved: B's. */
  const asg: Record<string, number> = {};
  const trip: Record<string, number> = {};
  const at = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(asg[name]));

  beforeAll(async () => {
    app = await bootStrapi();
    await createNamedCallers(app.strapi, 'isolation.test', CALLERS, tokens, ids);
    asg.a1 = await steps.request('custA', 'low');
    await steps.route('admin', asg.a1, ids.agencyA);
    await steps.accept('agencyA', asg.a1);
    trip.a1First = (await steps.buildTrip('agencyA', asg.a1, { title: 'Nile week', price: 1200 })).id;
    trip.a1Second = (await steps.buildTrip('agencyA', asg.a1, { title: 'Default price' })).id;
    asg.a2 = await steps.request('custA', 'high');
    await steps.route('superAdmin', asg.a2, ids.agencyA);
    await steps.decline('agencyA', asg.a2);
    asg.b1 = await steps.request('custB', 'medium');
    await steps.route('admin', asg.b1, ids.agencyB);
    await steps.accept('agencyB', asg.b1);
    trip.b1 = (await steps.buildTrip('agencyB', asg.b1, { title: 'Sinai dives', price: 3000 })).id;
    asg.b2 = await steps.request('custB', 'luxury');
    await steps.route('admin', asg.b2, ids.agencyB);
    asg.r1 = await steps.request('custA');
    asg.r2 = await steps.request('custB', 'low');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What each agency owns, newest first. */
  const business = () => ({
    agencyA: {
      assignments: [asg.a2, asg.a1],
      trips: [trip.a1Second, trip.a1First],
      prices: 1200 + 5000,
      active: 1,
    },
    agencyB: { assignments: [asg.b2, asg.b1], trips: [trip.b1], prices: 3000, active: 2 },
  });
  const unchanged = async () => {
    expect(await stateOf(app.strapi, asg.b1)).toBe('agency_approved');
    expect(await stateOf(app.strapi, asg.b2)).toBe('admin_approved');
    expect(await stateOf(app.strapi, asg.a1)).toBe('agency_approved');
    expect(await stateOf(app.strapi, asg.r2)).toBe('requested');
    expect(
      await app.strapi.db.query(TRIP).count({ where: { agency_assignment_id: { $notNull: true } } }),
    ).toBe(3);
    expect(await app.strapi.db.query(FLAG).count({})).toBe(0);
  };

  describe.each(['agencyA', 'agencyB'] as const)('%s', (name) => {
    it('lists only its own assignments, each routed to it, with their trips', async () => {
      const res = await as(name).get('/api/agency/assignments');
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data)).toEqual(business()[name].assignments);
      expect(res.headers['x-total-count']).toBe('2');
      for (const item of res.body.data) expect(item.agency_user_id).toBe(ids[name]);
      const built = res.body.data.flatMap((item: Json) => idsOf(item.trips));
      expect(built.sort()).toEqual([...business()[name].trips].sort());
    });

    it('lists only the trips it built', async () => {
      const res = await as(name).get('/api/agency/trips');
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data)).toEqual(business()[name].trips);
      expect(res.body.meta.pagination.total).toBe(business()[name].trips.length);
    });

    it('counts only its own earnings', async () => {
      const res = await as(name).get('/api/agency/earnings');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        total_assignments: 2,
        completed_assignments: 0,
        active_assignments: business()[name].active,
        total_earnings: business()[name].prices,
        currency: 'USD',
        payout_status: 'Active',
        received: [],
        recent_payouts: [],
      });
    });
  });

  describe.each(['admin', 'superAdmin'])('%s', (name) => {
    it('sees every assignment and every trip', async () => {
      const assignments = await as(name).get('/api/agency/assignments?per_page=100');
      expect(assignments.status).toBe(200);
      expect(assignments.body.meta.pagination.total).toBe(6);
      expect(assignments.headers['x-total-count']).toBe('6');
      expect(idsOf(assignments.body.data).sort()).toEqual(Object.values(asg).sort());
      const trips = await as(name).get('/api/agency/trips');
      expect(trips.headers['x-total-count']).toBe('3');
      expect(idsOf(trips.body.data).sort()).toEqual(Object.values(trip).sort());
      const earnings = await as(name).get('/api/agency/earnings');
      expect(earnings.body.data).toMatchObject({ total_assignments: 6, total_earnings: 9200, received: [] });
    });
  });

  describe("an agency on another agency's assignment", () => {
    const CASES = ['agencyA:b1', 'agencyA:b2', 'agencyA:r2', 'agencyB:a1'].flatMap((pair) =>
      ['approve', 'decline', 'trips'].map((action) => [pair, `/api/agency/assignments/{id}/${action}`]),
    );
    CASES.push(
      ...['agencyA:b1', 'agencyA:b2', 'agencyB:a1'].flatMap((pair) =>
        ['cancel', 'report'].map((action) => [pair, `/api/agency-assignments/{id}/${action}`]),
      ),
    );
    it.each(CASES)('%s POST %s → 404, nothing changes', async (pair, template) => {
      const [who, which] = pair.split(':');
      const res = await as(who).post(template.replace('{id}', String(asg[which])), {
        title: 'Taken over',
        price: 1,
        reason: 'Nosy',
      });
      expect([res.status, res.body.error?.type]).toEqual([404, 'not_found']);
      await unchanged();
    });
  });

  describe('a plain user and an anonymous caller', () => {
    const DESK: Array<[string, string]> = [
      ['get', '/api/agency/assignments'],
      ['get', '/api/agency/trips'],
      ['get', '/api/agency/earnings'],
      ['get', '/api/agency/profile'],
      ['put', '/api/agency/profile'],
      ...['{b1}', '{b2}', '999999'].flatMap(
        (id): Array<[string, string]> =>
          ['approve', 'decline', 'trips'].map((action) => [
            'post',
            `/api/agency/assignments/${id}/${action}`,
          ]),
      ),
    ];
    const ADMIN: Array<[string, string]> = [
      ['get', '/api/admin/agency-requests'],
      ['post', '/api/admin/agency-requests/{r2}/approve'],
      ['get', '/api/admin/flags'],
      ['post', '/api/admin/flags/1/approve'],
      ['post', '/api/admin/flags/1/decline'],
    ];
    const send = (who: string | null, method: string, path: string) => {
      const client = as(who);
      const body = { title: 'Mine now', name: 'Hijacked', agency_user_id: ids.agencyA };
      return method === 'get' ? client.get(at(path)) : client[method as 'post' | 'put'](at(path), body);
    };

    it.each([...DESK, ...ADMIN])('a plain user: %s %s → 403 forbidden', async (method, path) => {
      const res = await send('plain', method, path);
      expect([res.status, res.body.error?.type]).toEqual([403, 'forbidden']);
      await unchanged();
    });

    it.each([...DESK, ...ADMIN])('anonymous: %s %s → 401 unauthenticated', async (method, path) => {
      const res = await send(null, method, path);
      expect([res.status, res.body.error?.type]).toEqual([401, 'unauthenticated']);
    });

    it('a plain user has no assignments of its own', async () => {
      const res = await as('plain').get('/api/agency-assignments');
      expect([res.status, res.body.data]).toEqual([200, []]);
    });
  });

  describe('customers', () => {
    it('list only their own assignments, with the agency, the admin by name and the trips', async () => {
      const res = await as('custA').get('/api/agency-assignments');
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data)).toEqual([asg.r1, asg.a2, asg.a1]);
      for (const item of res.body.data) expect(item.customer_id).toBe(ids.custA);
      const a1 = res.body.data[2];
      expect(a1.agency).toEqual({
        id: ids.agencyA,
        name: 'agencyA person',
        email: 'agencya@isolation.test',
        phone: null,
      });
      expect(a1.admin).toEqual({ id: ids.admin, name: 'admin person' });
      expect(a1.admin).not.toHaveProperty('email');
      expect(idsOf(a1.trips)).toEqual([trip.a1First, trip.a1Second]);
      expect(a1.trips.map((built: Json) => built.budget)).toEqual([1200, 5000]);
      expect(res.body.data[0]).toMatchObject({ status: 'requested', agency: null, admin: null, trips: [] });
      const other = await as('custB').get('/api/agency-assignments');
      expect(idsOf(other.body.data)).toEqual([asg.r2, asg.b2, asg.b1]);
    });

    it.each([
      ['custA', 'b1'],
      ['custA', 'b2'],
      ['custA', 'r2'],
      ['custB', 'a1'],
      ['custB', 'r1'],
    ])('%s on the assignment %s of another customer: cancel and report → 404', async (who, which) => {
      for (const action of ['cancel', 'report']) {
        const res = await as(who).post(`/api/agency-assignments/${asg[which]}/${action}`, { reason: 'Nosy' });
        expect([res.status, res.body.error?.type]).toEqual([404, 'not_found']);
      }
      await unchanged();
      expect(await stateOf(app.strapi, asg.r1)).toBe('requested');
    });
  });

  describe('pagination and filters', () => {
    it.each([
      ['agencyA', '/api/agency/assignments', 2],
      ['agencyA', '/api/agency/trips', 2],
      ['custA', '/api/agency-assignments', 3],
      ['admin', '/api/admin/agency-requests', 2],
      ['admin', '/api/agency/assignments', 6],
      ['superAdmin', '/api/agency/trips', 3],
    ])('%s GET %s paginates', async (who, path, total) => {
      expectFirstOfPages(await as(who).get(`${path}?per_page=1`), total);
      expect(invalidFields(await as(who).get(`${path}?per_page=0`))).toEqual(['per_page']);
    });

    it.each([
      ['agencyA', '/api/agency/assignments?status=agency_declined', ['a2']],
      ['agencyA', '/api/agency/assignments?status=agency_approved', ['a1']],
      ['agencyB', '/api/agency/assignments?status=agency_declined', []],
      ['admin', '/api/agency/assignments?status=requested', ['r2', 'r1']],
      ['custA', '/api/agency-assignments?status=requested', ['r1']],
      ['custB', '/api/agency-assignments?status=admin_approved', ['b2']],
    ])('%s GET %s filters by status', async (who, path, names) => {
      const res = await as(who).get(path);
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data)).toEqual((names as string[]).map((name) => asg[name]));
    });

    it.each([
      ['agencyA', '/api/agency/assignments'],
      ['custA', '/api/agency-assignments'],
    ])('%s GET %s?status=bogus → 422 on status', async (who, path) => {
      expect(invalidFields(await as(who).get(`${path}?status=bogus`))).toEqual(['status']);
    });
  });

  describe("the admins' intake", () => {
    it('lists only requested assignments, oldest first, with their customers', async () => {
      const res = await as('admin').get('/api/admin/agency-requests');
      expect(res.status).toBe(200);
      expect(idsOf(res.body.data)).toEqual([asg.r1, asg.r2]);
      expect(res.body.data.map((item: Json) => item.status)).toEqual(['requested', 'requested']);
      expect(res.body.data[1].customer).toMatchObject({ id: ids.custB, email: 'custb@isolation.test' });
      expect(res.body.meta.pagination).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    });

    it('carries the legacy top-level pagination key, with the legacy paginator keys', async () => {
      const res = await as('superAdmin').get('/api/admin/agency-requests');
      expect(res.body).toHaveProperty('meta');
      expect(res.body.pagination).toMatchObject({
        current_page: 1,
        per_page: 20,
        total: 2,
        last_page: 1,
        from: 1,
        to: 2,
      });
    });
  });
});
