import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2027-01-10T12:00:00Z');
  it.each([
    ['2027-01-10T11:59:30Z', 'just now'],
    ['2027-01-10T11:59:00Z', '1 minute ago'],
    ['2027-01-10T09:00:00Z', '3 hours ago'],
    ['2027-01-07T12:00:00Z', '3 days ago'],
    ['2026-12-27T12:00:00Z', '2 weeks ago'],
    ['2026-10-10T12:00:00Z', '3 months ago'],
    ['2025-01-01T12:00:00Z', '2 years ago'],
    ['2027-01-11T12:00:00Z', 'just now'],
  ])('says %s as "%s"', (at, words) => expect(timeAgo(at, now)).toBe(words));
});
