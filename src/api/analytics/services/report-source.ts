import type { Core } from '@strapi/strapi';
import type { ReportSource } from '../../../plugins/reports/public';
import { sqlOf } from './sql/tables';
import { BOOKING_COLUMNS, bookingRecords } from './report/bookings';
import { kpisOf, periodFigures, reportSummary } from './report/summary';
import { revenueByDay } from './report/daily';

/**
 * The business report's figures (legacy-behaviour §8), provided to the reports plugin through its
 * port: the same received-money rules as the analytics routes, in aggregate SQL on both databases.
 */
export default ({ strapi }: { strapi: Core.Strapi }): ReportSource => {
  const sql = () => sqlOf(strapi);
  return {
    async kpis(range) {
      const { now, before } = await periodFigures(sql(), range);
      return kpisOf(now, before);
    },
    summary: (range) => reportSummary(sql(), range),
    bookingColumns: BOOKING_COLUMNS,
    revenueByDay: (range) => revenueByDay(sql(), range),
    countBookings: (range) => bookingRecords(sql()).count(range),
    bookings: (range, afterId, limit) => bookingRecords(sql()).batch(range, afterId, limit),
  };
};
