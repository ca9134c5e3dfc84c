/** `YYYY-MM` of an instant, in UTC (the buckets' time zone). */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

const next = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * Monthly figures as a series without gaps, oldest first: every calendar month from the window's
 * first (for an unbounded window, the first month that has a figure) to the current one, 0 where the
 * database returned nothing.
 */
export const monthSeries = (
  figures: Map<string, number>,
  from: Date | undefined,
  now = new Date(),
): Array<{ month: string; value: number }> => {
  const last = monthOf(now);
  const known = [...figures.keys()].sort();
  let month = from ? monthOf(from) : (known[0] ?? last);
  // A figure stamped after this clock's month still shows (the window has no upper bound).
  const end = known.length > 0 && known[known.length - 1] > last ? known[known.length - 1] : last;
  const series: Array<{ month: string; value: number }> = [];
  for (; month <= end; month = next(month)) series.push({ month, value: figures.get(month) ?? 0 });
  return series;
};
