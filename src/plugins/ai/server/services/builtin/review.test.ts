import { reviewTrip } from './review';
import type { ContextItem, TripContext } from './trip-context';

const item = (id: number, fields: Partial<ContextItem>): ContextItem => ({
  id,
  day: 1,
  title: `Stop ${id}`,
  kind: 'attraction',
  placeId: id,
  timeSlot: null,
  start: null,
  end: null,
  lat: null,
  lng: null,
  opens: null,
  closes: null,
  openingHours: null,
  durationMinutes: null,
  cost: null,
  ...fields,
});
const trip = (items: ContextItem[], fields: Partial<TripContext> = {}): TripContext => ({
  id: 1,
  title: 'T',
  days: 1,
  budget: 0,
  travelers: 1,
  startDate: null,
  destinations: ['Somewhere'],
  items,
  ...fields,
});

describe('reviewTrip (the builtin review)', () => {
  // Four stops on a line east of the hotel, visited out of order: 0 → 3 → 1 → 2 → 0 (in 0.01° of
  // longitude at the equator).
  const line = [3, 1, 2].map((k) => item(k, { title: `Sight ${k}`, lat: 0, lng: k * 0.01 }));
  const hotel = item(9, { title: 'Hotel', kind: 'hotel', lat: 0, lng: 0 });

  it('reports the kilometres a better order saves, from and back to the hotel', () => {
    const { findings } = reviewTrip(trip([...line, hotel]));
    const finding = findings.find((f) => f.code === 'shorter_order')!;
    // Out of order: 3 + 2 + 1 + 2 = 8 steps of ~1.11 km; in order: 6 steps.
    expect(finding.text).toBe(
      'Day 1: visiting Sight 1 → Sight 2 → Sight 3 saves 2.2 km (8.9 → 6.7 km, from and back to Hotel).',
    );
  });

  it('says nothing about the order when it is already the shortest', () => {
    const ordered = [1, 2, 3].map((k) => item(k, { title: `Sight ${k}`, lat: 0, lng: k * 0.01 }));
    expect(reviewTrip(trip([...ordered, hotel])).findings).toEqual([]);
    expect(reviewTrip(trip([...ordered, hotel])).review.review_summary).toContain('all check out');
  });

  it('finds closed visits, nights without a hotel, empty days, repeats, a restaurant twice and the budget', () => {
    const { findings } = reviewTrip(
      trip(
        [
          item(1, { title: 'Museum', start: 8 * 60, opens: 9 * 60, closes: 17 * 60, cost: 50 }),
          item(2, { title: 'Tower', start: 16 * 60, end: 18 * 60, opens: 9 * 60, closes: 17 * 60 }),
          item(3, { title: 'Cafe', kind: 'restaurant', placeId: 7 }),
          item(4, { title: 'Cafe', kind: 'restaurant', placeId: 7 }),
          item(5, { title: 'Museum', placeId: 1, day: 2, cost: 60 }),
          hotel,
        ],
        { days: 3, budget: 100 },
      ),
    );
    expect(findings.map((f) => f.text)).toEqual([
      'Day 1: Museum opens at 09:00; the plan arrives at 08:00.',
      'Day 1: Tower closes at 17:00; the visit runs until 18:00.',
      'Day 1 has the same restaurant twice.',
      'Day 2 has no hotel for the night.',
      'Day 2: Museum is already on day 1.',
      'Day 3 has nothing planned yet.',
      "The itinerary's costs add up to 110, over the budget of 100.",
    ]);
  });
});
