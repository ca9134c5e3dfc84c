const UNITS: Array<[string, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", as the legacy list said it (`just now` under a minute). */
export const timeAgo = (value: string | Date, now = Date.now()) => {
  const seconds = Math.max(0, Math.floor((now - new Date(value).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count > 1 ? 's' : ''} ago`;
  }
  return 'just now';
};
