import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Item = Json & { id: number };

/** Issue 20: `booked` is never a client's to set (item 4, CONTRACT §10). */
describe('trip status (issue 20)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who: string) =>
    app.http()[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  const createTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };
  const detail = async (trip: Item, who = 'owner') =>
    (await call('get', `/api/trips/${trip.id}`, who)).body.data as Json;
  const stateOf = async (trip: Item) =>
    ((await app.strapi.db.query('api::trip.trip').findOne({ where: { id: trip.id } })) as Json).state;
  /** Booked as a paid trip package leaves it. */
  const booked = async (title: string) => {
    const trip = await createTrip('owner', { title });
    await app.strapi.db.query('api::trip.trip').update({
      where: { id: trip.id },
      data: { state: 'booked', confirmation_code: `C${trip.id}`.padEnd(8, '0') },
    });
    return trip;
  };
  const tripCount = async () => Number(await app.strapi.db.query('api::trip.trip').count());

  beforeAll(async () => {
    app = await bootStrapi();
    await createMatrixCallers(app.strapi, 'status.test', tokens, ids);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('booked comes only from a paid trip package (item 4)', () => {
    it.each(['/api/trips', '/api/v1/trips'])(
      'POST %s with status booked: 422 on status, nothing written',
      async (path) => {
        const before = await tripCount();
        const res = await call('post', path, 'owner').send({ title: 'Free booking', status: 'booked' });
        expect([res.status, res.body.error.validation_errors]).toEqual([
          422,
          [{ field: 'status', message: 'A trip becomes booked only when its package is paid.' }],
        ]);
        expect(await tripCount()).toBe(before);
      },
    );

    it('creates a trip in every other status', async () => {
      for (const status of ['pending', 'planning', 'planned', 'active', 'completed', 'cancelled'])
        expect((await createTrip('owner', { title: `In ${status}`, status })).status).toBe(status);
    });

    it('refuses booked on PUT and PATCH (422, unchanged) and lets the owner set the other statuses', async () => {
      const trip = await createTrip('owner', { title: 'Open' });
      for (const method of ['put', 'patch'] as const) {
        const res = await call(method, `/api/trips/${trip.id}`, 'owner').send({
          status: 'booked',
          title: 'Hacked',
        });
        expect([method, res.status, res.body.error.validation_errors[0].field]).toEqual([
          method,
          422,
          'status',
        ]);
      }
      expect(await detail(trip)).toMatchObject({ status: 'pending', title: 'Open' });
      for (const status of ['planned', 'active', 'cancelled', 'pending']) {
        const res = await call('patch', `/api/trips/${trip.id}`, 'owner').send({ status });
        expect([res.status, res.body.data.status]).toEqual([200, status]);
      }
      const nonsense = await call('put', `/api/trips/${trip.id}`, 'owner').send({ status: 'paid' });
      expect([nonsense.status, nonsense.body.error.validation_errors[0].field]).toEqual([422, 'status']);
    });

    it("answers 404 before anything else on someone else's private trip", async () => {
      const trip = await createTrip('owner', { title: 'Private' });
      const res = await call('put', `/api/trips/${trip.id}`, 'other').send({ status: 'booked' });
      expect(res.status).toBe(404);
    });

    it('keeps a booked or completed trip in its status for the owner; repeating it is no change', async () => {
      const paid = await booked('Paid');
      const same = await call('put', `/api/trips/${paid.id}`, 'owner').send({
        status: 'booked',
        title: 'Paid, renamed',
      });
      expect([same.status, same.body.data.status, same.body.data.title]).toEqual([
        200,
        'booked',
        'Paid, renamed',
      ]);
      for (const status of ['pending', 'cancelled']) {
        const res = await call('patch', `/api/trips/${paid.id}`, 'owner').send({ status });
        expect([status, res.status, res.body.error?.type]).toEqual([status, 403, 'trip_locked']);
      }
      expect(await stateOf(paid)).toBe('booked');
      const done = await createTrip('owner', { title: 'Done', status: 'completed' });
      const reopened = await call('patch', `/api/trips/${done.id}`, 'owner').send({ status: 'active' });
      expect([reopened.status, reopened.body.error.type]).toEqual([403, 'trip_locked']);
      const completed = await call('patch', `/api/trips/${paid.id}`, 'owner').send({ status: 'completed' });
      expect(completed.status).toBe(403);
    });

    it('lets an editor of trips move a booked trip on, never into booked (admin routes too)', async () => {
      const paid = await booked('Paid, to cancel');
      const cancelled = await call('patch', `/api/trips/${paid.id}`, 'admin').send({ status: 'cancelled' });
      expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 'cancelled']);
      const rebooked = await call('put', `/api/admin/trips/${paid.id}`, 'admin').send({ status: 'booked' });
      expect([rebooked.status, rebooked.body.error.validation_errors[0].field]).toEqual([422, 'status']);
      expect(await stateOf(paid)).toBe('cancelled');

      const other = await booked('Paid, to complete');
      const kept = await call('put', `/api/admin/trips/${other.id}`, 'admin').send({
        status: 'booked',
        title: 'Kept',
      });
      expect([kept.status, kept.body.data.status]).toEqual([200, 'booked']);
      const done = await call('put', `/api/admin/trips/${other.id}`, 'admin').send({ status: 'completed' });
      expect([done.status, done.body.data.status]).toEqual([200, 'completed']);

      const before = await tripCount();
      const created = await call('post', '/api/admin/trips', 'admin').send({
        title: 'Staff booking',
        user_id: ids.other,
        status: 'booked',
      });
      expect([created.status, created.body.error.validation_errors[0].field]).toEqual([422, 'status']);
      expect(await tripCount()).toBe(before);
    });
  });
});
