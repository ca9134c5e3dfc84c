import type { CurrencyTotal } from '../services/sql/received';

/** Minor units (cents) as the legacy decimal amount. */
export const amountOf = (cents: number) => cents / 100;

/** Money received in currencies the figures do not add up (no exchange rates), per currency. */
export const presentOtherCurrencies = (totals: CurrencyTotal[]) =>
  totals.map((total) => ({
    currency: total.currency,
    revenue: amountOf(total.cents),
    bookings: total.orders,
  }));

/** A timestamp as the driver returns it (a Date, epoch milliseconds or text) in ISO 8601, or null. */
export const isoOf = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | number).toISOString();
