import { ASSIGNMENT } from '../../src/api/agency/public';
import { TRIP } from '../../src/api/trip/public';
import { createNamedCallers, invalidFields, marketplaceSteps, stateOf } from '../helpers/agency';
import { namedCallers } from '../helpers/callers';
import { createCatalogRecords } from '../helpers/catalog-admin';
import { bootStrapi, type TestApp } from '../helpers/strapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CALLERS = {
  customer: { role: 'user' },
  plain: { role: 'user' },
  agency: { role: 'agency' },
  blockedAgency: { role: 'agency', blocked: true },
  admin: { role: 'admin' },
  superAdmin: { role: 'super_admin' },
};
const dayFromToday = (days: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

/**
 * The marketplace's inputs (legacy-behaviour §3.12): routing to a real agency only, the trip an
 * agency builds (its rules and defaults) and the agency's profile; a bad input changes nothing.
 */
describe('agency marketplace: inputs, trip defaults and the agency profile', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  const steps = marketplaceSteps(as);
  const catalog: Record<string, number> = {};
  /** A customer's request with this budget level, routed to the agency and accepted by it. */
  const accepted = async (level?: string) => {
    const id = await steps.request('customer', level);
    await steps.route('admin', id, ids.agency);
    await steps.accept('agency', id);
    return id;
  };
  const tripsOf = (assignmentId: number) =>
    app.strapi.db.query(TRIP).count({ where: { agency_assignment_id: assignmentId } });

  beforeAll(async () => {
    app = await bootStrapi();
    await createNamedCallers(app.strapi, 'inputs.test', CALLERS, tokens, ids);
    // No catalog is seeded in tests (SEED_CATALOG=false): the hotel of the morph case is made by an admin.
    await createCatalogRecords(as, catalog);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('routing a request', () => {
    let requested: number;
    beforeAll(async () => {
      requested = await steps.request('customer', 'low');
    });

    it.each([
      ['a plain user', () => ({ agency_user_id: ids.plain })],
      ['a blocked agency', () => ({ agency_user_id: ids.blockedAgency })],
      ['an admin', () => ({ agency_user_id: ids.admin })],
      ['a missing account', () => ({ agency_user_id: 999999 })],
      ['nothing', () => ({})],
      ['zero', () => ({ agency_user_id: 0 })],
      ['a word', () => ({ agency_user_id: 'abc' })],
      ['null', () => ({ agency_user_id: null })],
    ])('to %s → 422 on agency_user_id, nothing changes', async (_, body) => {
      const res = await as('admin').post(`/api/admin/agency-requests/${requested}/approve`, body());
      expect(invalidFields(res)[0]).toBe('agency_user_id');
      const row = await app.strapi.db.query(ASSIGNMENT).findOne({ where: { id: requested } });
      expect(row).toMatchObject({
        state: 'requested',
        agency_user_id: null,
        admin_id: null,
        admin_approved_at: null,
      });
    });

    it('to an active agency → 200, and it is then routed', async () => {
      const res = await as('admin').post(`/api/admin/agency-requests/${requested}/approve`, {
        agency_user_id: ids.agency,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Agency assignment approved successfully');
      expect(res.body.data).toMatchObject({
        status: 'admin_approved',
        agency_user_id: ids.agency,
        admin_id: ids.admin,
      });
    });
  });

  describe('building a trip', () => {
    let assignment: number;
    beforeAll(async () => {
      assignment = await accepted('medium');
    });

    it.each([
      ['no title', { price: 10 }, 'title'],
      [
        'an end before the start',
        { title: 'T', start_date: '2030-01-10', end_date: '2030-01-05' },
        'end_date',
      ],
      ['an unknown item type', { title: 'T', items: [{ type: 'spaceship', id: 1 }] }, 'items.0.type'],
      ['a missing hotel', { title: 'T', items: [{ type: 'hotel', id: 999999 }] }, 'items.0.id'],
      ['a negative price', { title: 'T', price: -1 }, 'price'],
      ['a title too long', { title: 'x'.repeat(256) }, 'title'],
    ])('with %s → 422, no trip', async (_, body, field) => {
      const res = await as('agency').post(`/api/agency/assignments/${assignment}/trips`, body);
      expect(invalidFields(res)).toContain(field);
      expect(await tripsOf(assignment)).toBe(0);
      expect(await stateOf(app.strapi, assignment)).toBe('agency_approved');
    });

    it.each([
      ['low', 5000],
      ['medium', 10000],
      ['high', 20000],
      ['luxury', 50000],
      [undefined, 10000],
    ])('for a %s request without a price: the legacy defaults, budget %d', async (level, budget) => {
      const id = await accepted(level);
      const before = [dayFromToday(7), dayFromToday(14)];
      const res = await as('agency').post(`/api/agency/assignments/${id}/trips`, {
        title: 'Your week',
        items: [],
      });
      const after = [dayFromToday(7), dayFromToday(14)];
      expect([res.status, res.body.message]).toEqual([201, 'Trip created successfully']);
      const trip = res.body.data;
      expect(trip).toMatchObject({
        user_id: ids.customer,
        title: 'Your week',
        travel_style: 'custom',
        status: 'pending',
        budget,
        agency_assignment_id: id,
        itinerary_items: [],
      });
      expect([before, after]).toContainEqual([trip.start_date, trip.end_date]);
      expect(await stateOf(app.strapi, id)).toBe('agency_approved');
    });

    it('keeps the dates, travellers and price it is given', async () => {
      const res = await as('agency').post(`/api/agency/assignments/${assignment}/trips`, {
        title: 'Four days',
        start_date: '2030-03-01',
        end_date: '2030-03-05',
        capacity: 3,
        price: 777,
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        start_date: '2030-03-01',
        end_date: '2030-03-05',
        no_of_travelers: 3,
        no_of_days: 4,
        budget: 777,
      });
    });

    it('takes an item named by its legacy morph class (a hotel the admin created)', async () => {
      const res = await as('agency').post(`/api/agency/assignments/${assignment}/trips`, {
        title: 'With a hotel',
        items: [{ type: 'App\\Models\\Hotel', id: catalog.hotels }],
      });
      expect(res.status).toBe(201);
      expect(res.body.data.itinerary_items).toHaveLength(1);
      expect(res.body.data.itinerary_items[0]).toMatchObject({
        itemable_type: 'hotel',
        itemable_id: catalog.hotels,
        day_number: 1,
        itemable: { id: catalog.hotels, name: 'Petra Gate Hotel' },
      });
    });

    it("is the customer's: listed, renamable, never repriced by them", async () => {
      const built = await steps.buildTrip('agency', assignment, { title: 'Yours', price: 4321 });
      const mine = await as('customer').get('/api/trips?per_page=100');
      expect(mine.status).toBe(200);
      expect(mine.body.data.map((trip: Json) => trip.id)).toContain(built.id);
      const listed = await as('customer').get('/api/agency-assignments?per_page=100');
      const item = listed.body.data.find((entry: Json) => entry.id === assignment);
      expect(item.trips.map((trip: Json) => trip.id)).toContain(built.id);
      const repriced = await as('customer').put(`/api/trips/${built.id}`, { budget: 1 });
      expect([repriced.status, repriced.body.error?.type]).toEqual([403, 'forbidden']);
      const renamed = await as('customer').put(`/api/trips/${built.id}`, { title: 'Our honeymoon' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ title: 'Our honeymoon', budget: 4321 });
      const row = await app.strapi.db.query(TRIP).findOne({ where: { id: built.id } });
      expect([row.title, Number(row.budget)]).toEqual(['Our honeymoon', 4321]);
    });
  });

  describe('path ids', () => {
    const ROUTES: Array<[string, Json]> = [
      ['/api/agency/assignments/{id}/approve', {}],
      ['/api/agency/assignments/{id}/decline', {}],
      ['/api/agency/assignments/{id}/trips', { title: 'T' }],
      ['/api/agency-assignments/{id}/cancel', {}],
      ['/api/agency-assignments/{id}/report', { reason: 'R' }],
      ['/api/admin/agency-requests/{id}/approve', { agency_user_id: 1 }],
    ];
    it.each(
      ['abc', '0', '99999999999', '-1', '1.5'].flatMap((id) =>
        ROUTES.map(([path, body]) => [id, path, body]),
      ),
    )('id %s: POST %s → 404', async (id, path, body) => {
      const res = await as('superAdmin').post((path as string).replace('{id}', id as string), body as Json);
      expect([res.status, res.body.error?.type]).toEqual([404, 'not_found']);
    });
  });

  describe('the agency profile', () => {
    it('reads in the legacy shape', async () => {
      const res = await as('agency').get('/api/agency/profile');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        id: ids.agency,
        name: 'agency person',
        email: 'agency@inputs.test',
        bio: null,
        specialties: [],
        phone: null,
        location: null,
        rating: null,
        reviews_count: 0,
      });
    });

    it('changes the fields sent and answers the profile', async () => {
      const body = {
        name: 'Nile Tours',
        phone: '+20 100 000 0001',
        bio: 'Tailored trips along the Nile.',
        specialties: ['diving'],
        location: 'Cairo',
      };
      const res = await as('agency').put('/api/agency/profile', body);
      expect([res.status, res.body.message]).toEqual([200, 'Profile updated successfully']);
      const profile = {
        id: ids.agency,
        email: 'agency@inputs.test',
        rating: null,
        reviews_count: 0,
        ...body,
      };
      expect(res.body.data).toEqual(profile);
      expect((await as('agency').get('/api/agency/profile')).body.data).toEqual(profile);
      const renamed = await as('agency').put('/api/agency/profile', { bio: 'Since 1999.' });
      expect(renamed.body.data).toEqual({ ...profile, bio: 'Since 1999.' });
    });

    it.each([
      ['a phone another account holds', { phone: '+20 122 333 4444' }, 'phone'],
      ['a bio over 1000 characters', { bio: 'b'.repeat(1001) }, 'bio'],
    ])('refuses %s → 422, nothing changes', async (_, body, field) => {
      await app.strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: ids.plain }, data: { phone: '+20 122 333 4444' } });
      const before = (await as('agency').get('/api/agency/profile')).body.data;
      expect(invalidFields(await as('agency').put('/api/agency/profile', body))).toEqual([field]);
      expect((await as('agency').get('/api/agency/profile')).body.data).toEqual(before);
    });
  });
});
