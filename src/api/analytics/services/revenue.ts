import type { Core } from '@strapi/strapi';
import { windowsOf, type Period } from './figures/period';
import { centsByTravelStyle, ordersByHour, topArrivalAirports } from './sql/breakdowns';
import { centsByMonth, otherCurrencies, reportingTotal, totalsByCurrency } from './sql/received';
import { recentBookings } from './sql/recent';
import { sqlOf } from './sql/tables';
import { catalog } from '../../catalog/public';

/**
 * GET /admin/analytics/revenue: the money received over the period — totals against the period
 * before, by month, by travel style, the most booked arrival airports, the latest bookings and the
 * hours they are paid — each one aggregate query in the database. An airport is named by the
 * destination an editor gave it in the catalog.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async of(period: Period, now = new Date()) {
    const sql = sqlOf(strapi);
    const { current, previous } = windowsOf(period, now);
    const [inPeriod, before, byMonth, byStyle, airports, recent, byHour] = await Promise.all([
      totalsByCurrency(sql, current),
      previous ? totalsByCurrency(sql, previous) : null,
      centsByMonth(sql, current),
      centsByTravelStyle(sql, current),
      topArrivalAirports(sql, current),
      recentBookings(sql, current),
      ordersByHour(sql, current),
    ]);
    const places = await catalog(strapi).reporting.airportPlaces(airports.map(({ iata }) => iata));
    return {
      now,
      from: current.from,
      total: reportingTotal(inPeriod),
      before: before ? reportingTotal(before) : null,
      otherCurrencies: otherCurrencies(inPeriod),
      byMonth,
      byStyle,
      airports: airports.map((airport) => ({
        ...airport,
        place: places.get(airport.iata.toUpperCase()) ?? null,
      })),
      recent,
      byHour,
    };
  },
});
