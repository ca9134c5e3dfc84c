/** The periods the analytics answer for; `all` has no lower bound. */
export const PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '30d';

const DAY_MS = 86_400_000;
const DAYS: Record<Exclude<Period, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** A time range: `from` inclusive, `to` exclusive, either open. */
export type Range = { from?: Date; to?: Date };

/**
 * The windows a period compares: the last N days up to now, and the N days before them (none for
 * `all`, which has nothing before it). The current window has no upper bound, so a row stamped a
 * little ahead of this clock still counts.
 */
export const windowsOf = (period: Period, now = new Date()): { current: Range; previous: Range | null } => {
  if (period === 'all') return { current: {}, previous: null };
  const length = DAYS[period] * DAY_MS;
  const from = new Date(now.getTime() - length);
  return { current: { from }, previous: { from: new Date(from.getTime() - length), to: from } };
};

/**
 * The percent change from the previous window to the current one, to one decimal; null when there
 * is nothing to compare with (no previous window, or a previous figure of zero).
 */
export const percentChange = (current: number, previous: number | null): number | null =>
  previous === null || previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
