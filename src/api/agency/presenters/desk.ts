import type { UserRecord } from '../../../plugins/accounts/public';
import type { Earnings } from '../services/earnings';

/** What the legacy pages show: totals in the legacy meaning, and what the agency was actually paid. */
export const presentEarnings = (earnings: Earnings) => ({
  total_assignments: earnings.assignments.total,
  completed_assignments: earnings.assignments.completed,
  active_assignments: earnings.assignments.active,
  // Legacy meaning: the sum of the prices of the agency's trips, paid or not.
  total_earnings: earnings.tripPrices,
  currency: 'USD',
  // Legacy meaning: there are earnings in that sense.
  payout_status: earnings.tripPrices > 0 ? 'Active' : 'No Payouts Yet',
  received: earnings.received,
  recent_payouts: earnings.recent,
});

const specialtiesOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.trim().startsWith('[')) return JSON.parse(value) as string[];
  return [];
};

/** The legacy agency profile; `rating` and `reviews_count` stay the legacy constants (agencies are not reviewed). */
export const presentProfile = (user: UserRecord) => ({
  id: user.id,
  name: user.name ?? null,
  email: user.email,
  bio: user.bio ?? null,
  specialties: specialtiesOf(user.specialties),
  phone: user.phone ?? null,
  location: user.location ?? null,
  rating: null,
  reviews_count: 0,
});
