import type { Core } from '@strapi/strapi';
import { createUser } from './users';
import { waitUntil } from './wait';

const USER = 'plugin::users-permissions.user';

/**
 * A small business with known figures for 2026-01-01…2026-03-31 (90 days; the previous period
 * of equal length is 2025-10-03…2025-12-31):
 * - received (paid or fulfilled, EGP) in range: 1,500.00 + 2,500.00 + 199.00 = 4,199.00 in 3 orders
 *   by 2 customers (Alice, عمر); 500.00 in the previous period (Alice) → growth +739.8 %;
 * - not received: a failed and a pending order in range;
 * - Cairo (القاهرة) is visited by both trips bought, Luxor (الأقصر) by one.
 */
export const REPORT_RANGE = { from: '2026-01-01', to: '2026-03-31' };
export const EXPECTED = {
  revenue: 4199,
  bookings: 3,
  customers: 2,
  previousRevenue: 500,
  growth: 739.8,
  months: { '2026-01': 1500, '2026-02': 2699 },
  returning: { '2026-01': 1, '2026-02': 1 },
};

const at = (iso: string) => new Date(iso);

export const seedReportData = async (strapi: Core.Strapi) => {
  const alice = await createUser(strapi, { email: 'alice@reports.test' });
  const omar = await createUser(strapi, { email: 'omar@reports.test' });
  await strapi.db.query(USER).update({
    where: { id: alice.id },
    data: { name: 'Alice Traveller', createdAt: at('2025-11-02T09:00:00Z') },
  });
  await strapi.db
    .query(USER)
    .update({ where: { id: omar.id }, data: { name: 'عمر الفاروق', createdAt: at('2026-01-20T09:00:00Z') } });
  const destinations = strapi.db.query('api::destination.destination');
  const place = async (documentId: string, en: string, ar: string) => {
    const row = await destinations.create({ data: { documentId, locale: 'en', name: en } });
    await destinations.create({ data: { documentId, locale: 'ar', name: ar } });
    return row.id as number;
  };
  const cairo = await place('report-cairo', 'Cairo', 'القاهرة');
  const luxor = await place('report-luxor', 'Luxor', 'الأقصر');
  const trip = async (userId: number, title: string, visits: number[]) => {
    const row = await strapi.db
      .query('api::trip.trip')
      .create({ data: { user_id: userId, title, state: 'booked' } });
    for (const [index, destination] of visits.entries())
      await strapi.db.query('api::trip.trip-destination').create({
        data: {
          trip_id: row.id,
          destination_id: destination,
          day_number: index + 1,
          visit_order: index + 1,
        },
      });
    return row.id as number;
  };
  const nile = await trip(alice.id, 'Cairo weekend', [cairo]);
  const upper = await trip(omar.id, 'رحلة الصعيد', [luxor, cairo]);
  let serial = 0;
  const order = async (
    userId: number,
    type: string,
    state: string,
    cents: number,
    when: string,
    tripId?: number,
  ) => {
    serial += 1;
    const row = await strapi.db.query('plugin::billing.order').create({
      data: {
        user_id: userId,
        purchase_type: type,
        state,
        total_cents: cents,
        currency: 'EGP',
        merchant_order_id: `report-${serial}`,
        paid_at: ['paid', 'fulfilled'].includes(state) ? at(when) : null,
        createdAt: at(when),
      },
    });
    await strapi.db.query('plugin::billing.order-item').create({
      data: {
        order_id: row.id,
        product_type: tripId ? 'trip' : 'plan',
        product_id: tripId ?? 2,
        name: tripId ? `Trip ${tripId}` : 'Jetsetter',
        price_cents: cents,
      },
    });
  };
  await order(alice.id, 'trip_package', 'fulfilled', 150000, '2026-01-10T10:00:00Z', nile);
  await order(omar.id, 'trip_package', 'paid', 250000, '2026-02-05T12:00:00Z', upper);
  await order(alice.id, 'subscription', 'fulfilled', 19900, '2026-02-20T08:00:00Z');
  await order(omar.id, 'subscription', 'failed', 49900, '2026-02-21T08:00:00Z');
  await order(alice.id, 'trip_fork', 'pending', 50000, '2026-03-01T08:00:00Z', nile);
  await order(alice.id, 'trip_fork', 'fulfilled', 50000, '2025-12-15T08:00:00Z', nile);
  return { alice: alice.id as number, omar: omar.id as number };
};

type Reader = (path: string) => PromiseLike<{ body: { data: Record<string, unknown> } }>;

/** Follows a report through `GET /api/admin/reports/{id}` until it is completed or failed. */
export const finishedReport = async (get: Reader, id: number) => {
  let report: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  await waitUntil(
    async () => {
      report = (await get(`/api/admin/reports/${id}`)).body.data;
      return report.status === 'completed' || report.status === 'failed';
    },
    30000,
    `report ${id} finished`,
  );
  return report;
};
