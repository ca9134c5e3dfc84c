import { distanceKm } from '../../../../../lib/geo';
import { mealStop, scheduleDay, visitStop, windowsKept } from './schedule';
import type { Place, Stop } from './types';

/** A seeded random generator, so every run checks the same cases. */
const random = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

const place = (next: () => number, id: number): Place => {
  const opens = next() < 0.3 ? null : 8 * 60 + Math.floor(next() * 6 * 60);
  return {
    id,
    kind: 'attraction',
    name: `Place ${id}`,
    destinationId: 1,
    price: 0,
    currency: 'EGP',
    // Around Cairo, up to some 40 km apart: legs from a few minutes to over an hour.
    lat: 30 + next() * 0.3,
    lng: 31.1 + next() * 0.3,
    opens,
    closes: opens === null ? null : opens + 2 * 60 + Math.floor(next() * 10 * 60),
    durationMinutes: 30 + Math.floor(next() * 150),
    category: null,
    rating: null,
  };
};

const shuffled = (next: () => number, nodes: number[]) => {
  const order = [...nodes];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
};

describe('windowsKept', () => {
  it('says what scheduleDay says of every order (2,000 random days with visits and meals)', () => {
    const next = random(11);
    const settings = { averageSpeedKmh: 20 + next() * 30 };
    let feasible = 0;
    for (let day = 0; day < 2000; day += 1) {
      const hotel = place(next, 0);
      const count = 1 + Math.floor(next() * 7);
      const stops: Stop[] = Array.from({ length: count }, (_, index) => {
        const at = place(next, index + 1);
        const meal = next() < 0.25 ? mealStop(at, next() < 0.5 ? 'lunch' : 'dinner') : null;
        return meal ?? visitStop(at);
      });
      const points = [hotel, ...stops.map((stop) => stop.place)];
      const distances = points.map((a) => points.map((b) => distanceKm(a, b)));
      const kept = windowsKept(distances, stops, settings);
      const order = shuffled(
        next,
        stops.map((_, index) => index + 1),
      );
      const expected = scheduleDay(
        hotel,
        order.map((node) => stops[node - 1]),
        settings,
      ).feasible;
      expect(kept(order)).toBe(expected);
      if (expected) feasible += 1;
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(feasible).toBeGreaterThan(200);
    expect(feasible).toBeLessThan(1800);
  });

  it('keeps an empty day', () => {
    expect(windowsKept([[0]], [], { averageSpeedKmh: 30 })([])).toBe(true);
  });
});
