/** Calendar arithmetic on `YYYY-MM-DD` strings (UTC, no time of day). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
