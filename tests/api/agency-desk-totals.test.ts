import type { Knex } from 'knex';
import { agency, ASSIGNMENT } from '../../src/api/agency/public';
import { TRIP } from '../../src/api/trip/public';
import { ORDER, ORDER_ITEM } from '../../src/plugins/billing/public';
import { ensureRunningTotals, newRowColumns, platform, tableOf } from '../../src/plugins/platform/public';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

/**
 * Issue 39: an agency's desk reads totals the database keeps with every write (assignments by
 * state, the prices of the trips it built, the money received per currency), never its whole book
 * per request. Whoever writes — the query engine, a raw multi-row statement, a trash and restore,
 * a delete — the totals equal what the rows themselves say; a boot counts them again; twenty
 * concurrent requests count twenty.
 */
describe('agency desk totals kept by the database', () => {
  let app: TestApp;
  let knex: Knex;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const table = (uid: string) => tableOf(app.strapi, uid);
  const get = async (who: string, path: string) => {
    const res = await app.http().get(path).set('Authorization', `Bearer ${tokens[who]}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const earnings = async (who = 'agency') => (await get(who, '/api/agency/earnings')).data;

  /** What each total should say, from the rows themselves (the oracle: plain GROUP BY). */
  const fromRows = async () => {
    const assignments = (await knex(table(ASSIGNMENT))
      .select(knex.raw('coalesce(agency_user_id, 0) as agency'), 'state')
      .count({ n: '*' })
      .groupBy('agency_user_id', 'state')) as Array<{ agency: number; state: string; n: number }>;
    const trips = (await knex(table(TRIP))
      .select('agency_user_id as agency')
      .count({ n: '*' })
      .sum({ budget: 'budget' })
      .whereNotNull('agency_user_id')
      .whereNull('deleted_at')
      .groupBy('agency_user_id')) as Array<{ agency: number; n: number; budget: number }>;
    const sales = (await knex(table(ORDER))
      .select('seller_id as agency', 'currency')
      .count({ n: '*' })
      .sum({ cents: 'total_cents' })
      .whereNotNull('seller_id')
      .whereIn('state', ['paid', 'fulfilled'])
      .groupBy('seller_id', 'currency')) as Array<{
      agency: number;
      currency: string;
      n: number;
      cents: number;
    }>;
    return {
      assignments: assignments.map((row) => `${row.agency}/${row.state}=${row.n}`).sort(),
      trips: trips.map((row) => `${row.agency}=${row.n}/${Number(row.budget)}`).sort(),
      sales: sales.map((row) => `${row.agency}/${row.currency}=${row.n}/${Number(row.cents)}`).sort(),
    };
  };
  const kept = async () => {
    const rows = async (name: string) =>
      (await knex(name).select('*').where('n', '<>', 0)) as Array<Record<string, unknown>>;
    return {
      assignments: (await rows('agency_assignment_totals'))
        .map((row) => `${row.agency_user_id}/${row.state}=${row.n}`)
        .sort(),
      trips: (await rows('trip_agency_totals'))
        .map((row) => `${row.agency_user_id}=${row.n}/${Number(row.sum_budget)}`)
        .sort(),
      sales: (await rows('billing_seller_totals'))
        .map((row) => `${row.seller_id}/${row.currency}=${row.n}/${Number(row.sum_total_cents)}`)
        .sort(),
    };
  };
  const expectTrue = async () => expect(await kept()).toEqual(await fromRows());

  const assignments = (states: string[], agencyUserId: number | null = ids.agency!) =>
    knex(table(ASSIGNMENT))
      .insert(
        states.map((state) => ({
          ...newRowColumns(),
          customer_id: ids.customer,
          agency_user_id: agencyUserId,
          state,
        })),
      )
      .returning('id')
      .then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)));
  const trip = async (budget: number, extra: Record<string, unknown> = {}) =>
    (
      (await app.strapi.db.query(TRIP).create({
        data: { user_id: ids.customer, title: `Built ${budget}`, budget, state: 'pending', ...extra },
      })) as { id: number }
    ).id;
  const order = async (state: string, cents: number, sellerId: number | null, tripId?: number) => {
    const [row] = await knex(table(ORDER))
      .insert({
        ...newRowColumns(),
        user_id: ids.customer,
        state,
        total_cents: cents,
        currency: 'EGP',
        purchase_type: 'trip_package',
        merchant_order_id: `totals-${Math.random()}`,
        seller_id: sellerId,
        paid_at: state === 'pending' ? null : new Date(),
      })
      .returning('id');
    const id = Number(typeof row === 'object' ? row.id : row);
    if (tripId)
      await knex(table(ORDER_ITEM)).insert({
        ...newRowColumns(),
        order_id: id,
        product_type: 'trip',
        product_id: tripId,
        name: 'Trip package',
        price_cents: cents,
      });
    return id;
  };

  beforeAll(async () => {
    app = await bootStrapi();
    knex = app.strapi.db.connection as unknown as Knex;
    for (const [name, role] of [
      ['agency', 'agency'],
      ['other', 'agency'],
      ['customer', 'user'],
      ['admin', 'admin'],
    ] as const) {
      const user = await createUser(app.strapi, { email: `${name}@desk-totals.test`, role });
      ids[name] = user.id;
      tokens[name] = await tokenFor(app.strapi, user, [role]);
    }
  });
  afterAll(() => app?.close());

  it('counts assignments by state through raw, engine and bulk writes', async () => {
    const made = await assignments(['agency_approved', 'agency_approved', 'completed', 'admin_approved']);
    await assignments(['requested', 'requested'], null);
    await assignments(['agency_approved'], ids.other!);
    await expectTrue();
    expect(await earnings()).toMatchObject({
      total_assignments: 4,
      completed_assignments: 1,
      active_assignments: 3,
    });

    await app.strapi.db.query(ASSIGNMENT).update({ where: { id: made[0] }, data: { state: 'completed' } });
    await knex(table(ASSIGNMENT)).whereIn('id', made.slice(1)).update({ state: 'cancelled' });
    await app.strapi.db.query(ASSIGNMENT).delete({ where: { id: made[2] } });
    await expectTrue();
    expect(await earnings()).toMatchObject({
      total_assignments: 3,
      completed_assignments: 1,
      active_assignments: 0,
    });

    const page = await get('agency', '/api/agency/assignments?per_page=1');
    expect(page.meta.total).toBe(3);
    expect((await get('agency', '/api/agency/assignments?status=cancelled')).meta.total).toBe(2);
    // Staff see every agency's, the unrouted requests included.
    expect((await get('admin', '/api/agency/assignments?per_page=1')).meta.total).toBe(6);
  });

  it("sums the prices of an agency's live trips through edits, the trash and deletes", async () => {
    const first = await trip(1200, { agency_user_id: ids.agency });
    const second = await trip(800, { agency_user_id: ids.agency });
    await trip(5000, { agency_user_id: ids.other });
    await trip(9999); // a traveller's own trip: nobody's sale
    await expectTrue();
    expect((await earnings()).total_earnings).toBe(2000);

    await app.strapi.db.query(TRIP).update({ where: { id: first }, data: { budget: 1500 } });
    await knex(table(TRIP)).where({ id: second }).update({ deleted_at: new Date() });
    await expectTrue();
    expect((await earnings()).total_earnings).toBe(1500);

    await knex(table(TRIP)).where({ id: second }).update({ deleted_at: null });
    await knex(table(TRIP)).where({ id: first }).del();
    await expectTrue();
    expect((await earnings()).total_earnings).toBe(800);
    expect((await earnings('admin')).total_earnings).toBe(5800);
  });

  it('counts received sales per seller as orders are paid, fail and change hands', async () => {
    const tripId = await trip(300, { agency_user_id: ids.agency, title: 'Oasis week' });
    const paid = await order('paid', 31500, ids.agency!, tripId);
    const pending = await order('pending', 1000, ids.agency!, tripId);
    await order('fulfilled', 7000, ids.other!);
    await order('fulfilled', 2500, null);
    await expectTrue();
    const before = await earnings();
    expect(before.received).toEqual([{ currency: 'EGP', amount_cents: 31500, orders: 1 }]);
    expect(before.recent_payouts).toEqual([
      expect.objectContaining({
        order_id: paid,
        trip_id: tripId,
        trip_title: 'Oasis week',
        amount_cents: 31500,
      }),
    ]);

    await knex(table(ORDER)).where({ id: pending }).update({ state: 'paid', paid_at: new Date() });
    await knex(table(ORDER)).where({ id: paid }).update({ state: 'fulfilled' });
    await expectTrue();
    expect((await earnings()).received).toEqual([{ currency: 'EGP', amount_cents: 32500, orders: 2 }]);
    expect((await earnings()).recent_payouts.map((row: { order_id: number }) => row.order_id)).toEqual([
      pending,
      paid,
    ]);

    await app.strapi.db.query(ORDER).update({ where: { id: pending }, data: { currency: 'USD' } });
    await knex(table(ORDER)).where({ id: paid }).del();
    await expectTrue();
    expect((await earnings()).received).toEqual([{ currency: 'USD', amount_cents: 1000, orders: 1 }]);
    expect((await earnings('admin')).received).toEqual([
      { currency: 'EGP', amount_cents: 7000, orders: 1 },
      { currency: 'USD', amount_cents: 1000, orders: 1 },
    ]);
  });

  it('attributes trips and sales made before they named their agency, once', async () => {
    const [assignment] = await assignments(['completed']);
    const old = await trip(450, { agency_assignment_id: assignment, title: 'Older trip' });
    const sale = await order('fulfilled', 47250, null, old);
    const before = await earnings();
    await agency(app.strapi).attribution.backfill();
    await expectTrue();
    const after = await earnings();
    expect(after.total_earnings).toBe(before.total_earnings + 450);
    expect(after.recent_payouts[0]).toMatchObject({ order_id: sale, trip_title: 'Older trip' });
    expect(await agency(app.strapi).attribution.backfill()).toBe(0);
  });

  it('counts again at boot whatever went wrong, and restores lost triggers', async () => {
    await knex('agency_assignment_totals').update({ n: 999 });
    await knex('billing_seller_totals').del();
    await knex.raw(
      app.strapi.db.dialect.client === 'postgres'
        ? `DROP TRIGGER trip_agency_totals_update ON ${table(TRIP)}`
        : 'DROP TRIGGER trip_agency_totals_update',
    );
    await ensureRunningTotals(app.strapi, platform(app.strapi).guarantees.totals());
    await expectTrue();
    await trip(10, { agency_user_id: ids.agency }).then((id) =>
      knex(table(TRIP)).where({ id }).update({ budget: 20 }),
    );
    await expectTrue();
  });

  it('twenty concurrent requests count twenty', async () => {
    const before = (await get('admin', '/api/agency/assignments?per_page=1')).meta.total;
    const requests = await Promise.all(
      Array.from({ length: 20 }, () =>
        app
          .http()
          .post('/api/agency-requests')
          .set('Authorization', `Bearer ${tokens.customer}`)
          .send({ budget_level: 'medium' }),
      ),
    );
    expect(requests.map((res) => res.status)).toEqual(Array(20).fill(201));
    await expectTrue();
    expect((await get('admin', '/api/agency/assignments?per_page=1')).meta.total).toBe(before + 20);
  });
});
