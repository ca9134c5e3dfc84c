/**
 * Bookings by hour of the day folded into the legacy chart: twelve two-hour windows, each labelled
 * by the hour it ends (`02:00` holds 00:00–01:59 … `00:00` holds 22:00–23:59), UTC.
 */
export const peakHours = (byHour: Map<number, number>): Array<{ hr: string; val: number }> =>
  Array.from({ length: 12 }, (_, window) => ({
    hr: `${String(((window + 1) * 2) % 24).padStart(2, '0')}:00`,
    val: (byHour.get(window * 2) ?? 0) + (byHour.get(window * 2 + 1) ?? 0),
  }));
