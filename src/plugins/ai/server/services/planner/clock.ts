/** Minutes after midnight as `HH:MM` (24 h; past midnight wraps). */
export const hhmm = (minutes: number) => {
  const wrapped = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/** Minutes after midnight as the legacy `09:00 AM`. */
export const clock12 = (minutes: number) => {
  const [h, m] = hhmm(minutes).split(':').map(Number);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/**
 * The catalog's `HH:MM-HH:MM` as minutes; a closing time at or before the opening one is after
 * midnight (`18:00-02:00` closes at 26:00). Anything else: null (open all day, as far as we know).
 */
export const openingWindow = (hours: string | null | undefined): { opens: number; closes: number } | null => {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(hours ?? '');
  if (!match) return null;
  const opens = Number(match[1]) * 60 + Number(match[2]);
  let closes = Number(match[3]) * 60 + Number(match[4]);
  if (closes <= opens) closes += 1440;
  return { opens, closes };
};
