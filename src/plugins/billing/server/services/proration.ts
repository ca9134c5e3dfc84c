/**
 * The price of moving to a dearer plan for the rest of the current period: the difference of
 * the two prices times the share of the period that remains, rounded to the minor unit.
 */
export const proratedUpgrade = (
  currentCents: number,
  nextCents: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): number => {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0) return nextCents;
  const remaining = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
  return Math.max(0, Math.round(((nextCents - currentCents) * remaining) / total));
};

/** The same day next month (the 31st becomes the month's last day). */
export const addMonths = (date: Date, months = 1): Date => {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return target;
};
