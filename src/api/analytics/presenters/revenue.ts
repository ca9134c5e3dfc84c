import { monthSeries } from '../services/figures/months';
import { peakHours } from '../services/figures/peak-hours';
import { percentChange, type Period } from '../services/figures/period';
import { REPORTING_CURRENCY } from '../services/sql/received';
import type { RecentBooking } from '../services/sql/recent';
import type revenueService from '../services/revenue';
import { amountOf, isoOf, presentOtherCurrencies } from './money';

type Revenue = Awaited<ReturnType<ReturnType<typeof revenueService>['of']>>;

/** A date column as `YYYY-MM-DD` (drivers answer text, SQLite may hold epoch milliseconds). */
const dateOf = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 10) : (isoOf(value)?.slice(0, 10) ?? null);

/** One of the latest received orders, in the legacy booking shape; `budget` is the amount paid. */
const presentBooking = (row: RecentBooking) => ({
  id: row.id,
  user: { name: row.user_name, email: row.user_email },
  title: row.trip_title ?? row.item_name,
  budget: amountOf(Number(row.total_cents)),
  currency: row.currency,
  type: row.purchase_type,
  start_date: dateOf(row.start_date),
  status: row.state,
  created_at: isoOf(row.created_at),
  paid_at: isoOf(row.paid_at),
});

/** GET /admin/analytics/revenue in the legacy shape; every figure is of the period. */
export const presentRevenue = (period: Period, revenue: Revenue) => {
  const { total, before } = revenue;
  return {
    period,
    total_revenue: amountOf(total.cents),
    total_bookings: total.orders,
    // Rounded to the cent.
    average_booking_value: total.orders === 0 ? 0 : Math.round(total.cents / total.orders) / 100,
    delta: {
      revenue: percentChange(total.cents, before?.cents ?? null),
      bookings: percentChange(total.orders, before?.orders ?? null),
    },
    revenue_by_month: Object.fromEntries(
      monthSeries(revenue.byMonth, revenue.from, revenue.now).map(({ month, value }) => [
        month,
        amountOf(value),
      ]),
    ),
    revenue_by_travel_style: Object.fromEntries(
      [...revenue.byStyle].map(([style, cents]) => [style, amountOf(cents)]),
    ),
    top_destinations: revenue.airports.map(({ iata, bookings, place }) => ({
      city: place?.city ?? null,
      iata,
      country: place?.country ?? null,
      bookings,
    })),
    recent_bookings: revenue.recent.map(presentBooking),
    peak_hours: peakHours(revenue.byHour),
    currency: REPORTING_CURRENCY,
    other_currencies: presentOtherCurrencies(revenue.otherCurrencies),
  };
};
