import { distanceKm } from '../../../../lib/geo';
import { DAY_END, DAY_START } from '../services/planner/schedule';
import type { Place } from '../services/planner/types';
import { exactTourKm, type Visit, windowOf } from './held-karp';

const settings = { averageSpeedKmh: 30 };
const random = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const place = (
  id: number,
  lat: number,
  lng: number,
  hours: [number, number] | null,
  minutes = 60,
): Place => ({
  id,
  kind: 'attraction',
  name: `Place ${id}`,
  destinationId: 1,
  lat,
  lng,
  price: 0,
  currency: 'EUR',
  opens: hours?.[0] ?? null,
  closes: hours?.[1] ?? null,
  durationMinutes: minutes,
  category: null,
  rating: null,
});
const hotel = { lat: 48.85, lng: 2.35 };

/** Every order, walked by the day's rules written out once more: the reference the DP must match. */
const bruteForce = (visits: Visit[], windows: boolean): number | null => {
  let best: number | null = null;
  const walk = (order: Visit[]) => {
    let clock = DAY_START;
    let at = hotel;
    let km = 0;
    for (const visit of order) {
      const leg = distanceKm(at, visit.place);
      const span = windowOf(visit);
      const start = Math.max(clock + Math.ceil((leg / settings.averageSpeedKmh) * 60), span.earliest);
      if (windows && start > span.latest) return;
      clock = start + span.duration;
      km += leg;
      at = visit.place;
    }
    const back = distanceKm(at, hotel);
    if (windows && clock + Math.ceil((back / settings.averageSpeedKmh) * 60) > DAY_END) return;
    if (best === null || km + back < best) best = km + back;
  };
  const permute = (prefix: Visit[], left: Visit[]) => {
    if (left.length === 0) return walk(prefix);
    left.forEach((visit, i) => permute([...prefix, visit], [...left.slice(0, i), ...left.slice(i + 1)]));
  };
  permute([], visits);
  return best;
};

describe('the exact optimum of the evaluation (Held–Karp)', () => {
  it('matches every-order search on 150 random days, with and without the clock', () => {
    const next = random(99);
    let infeasible = 0;
    for (let i = 0; i < 150; i += 1) {
      const visits: Visit[] = Array.from({ length: 1 + Math.floor(next() * 6) }, (_, id) => {
        const opens = 8 * 60 + Math.floor(next() * 8) * 60;
        const hours: [number, number] | null =
          next() < 0.7 ? [opens, opens + 120 + Math.floor(next() * 480)] : null;
        const at = place(id, hotel.lat + (next() - 0.5) * 0.1, hotel.lng + (next() - 0.5) * 0.1, hours);
        return { place: at, meal: next() < 0.15 ? (next() < 0.5 ? 'lunch' : 'dinner') : null };
      });
      for (const windows of [true, false]) {
        const exact = exactTourKm(hotel, visits, settings, { windows });
        const reference = bruteForce(visits, windows);
        if (reference === null) {
          infeasible += 1;
          expect(exact).toBeNull();
        } else expect(exact).toBeCloseTo(reference, 9);
      }
    }
    // The cases cover days no order can hold as well as days that fit.
    expect(infeasible).toBeGreaterThan(5);
    expect(infeasible).toBeLessThan(150);
  });

  it('takes the detour the windows demand, and none without them', () => {
    // Three sights on a line north of the hotel: the middle one opens first, the nearest next, the
    // farthest last — so the day goes out, back in, and out again.
    const north = (id: number, steps: number, hours: [number, number]) =>
      place(id, hotel.lat + 0.01 * steps, hotel.lng, hours);
    const [near, middle, far] = [
      north(1, 1, [11 * 60, 12 * 60 + 30]),
      north(2, 2, [9 * 60, 10 * 60 + 30]),
      north(3, 3, [14 * 60, 18 * 60]),
    ];
    const visits: Visit[] = [near, middle, far].map((p) => ({ place: p, meal: null }));
    const km = (...points: Array<{ lat: number; lng: number }>) =>
      points.slice(1).reduce((sum, point, i) => sum + distanceKm(points[i], point), 0);
    expect(exactTourKm(hotel, visits, settings)).toBeCloseTo(km(hotel, middle, near, far, hotel), 9);
    expect(exactTourKm(hotel, visits, settings, { windows: false })).toBeCloseTo(km(hotel, far, hotel), 9);
    const closedAllDay = place(4, hotel.lat, hotel.lng + 0.01, [9 * 60, 9 * 60 + 30]);
    expect(exactTourKm(hotel, [{ place: closedAllDay, meal: null }], settings)).toBeNull();
    expect(exactTourKm(hotel, [], settings)).toBe(0);
  });
});
