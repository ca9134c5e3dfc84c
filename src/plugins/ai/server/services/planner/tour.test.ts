import {
  bestImprovedTour,
  bruteForceTour,
  improveTour,
  nearestNeighbour,
  optimiseTour,
  tourLength,
  type Matrix,
} from './tour';

/** A seeded random generator, so every run checks the same cases. */
const random = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};
const euclidean = (points: Array<[number, number]>): Matrix =>
  points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2)));
const randomMatrix = (next: () => number, n: number) =>
  euclidean(Array.from({ length: n }, () => [next() * 10, next() * 10] as [number, number]));

/** Every order as a new list, the way the exact search was first written: the reference below. */
const referenceBruteForce = (d: Matrix, allowed: (order: number[]) => boolean): number[] | null => {
  let best: number[] | null = null;
  let bestLength = Infinity;
  const permute = (prefix: number[], left: number[], sofar = 0) => {
    if (sofar >= bestLength - 1e-9) return;
    if (left.length === 0) {
      const length = tourLength(prefix, d);
      if (length < bestLength - 1e-9 && allowed(prefix)) {
        best = prefix;
        bestLength = length;
      }
      return;
    }
    const at = prefix.length ? prefix[prefix.length - 1] : 0;
    for (const [index, node] of left.entries())
      permute([...prefix, node], [...left.slice(0, index), ...left.slice(index + 1)], sofar + d[at][node]);
  };
  permute([], d.map((_, index) => index).slice(1));
  return best;
};

describe('the route optimiser', () => {
  it('visits every stop once and keeps the depot out of the order', () => {
    const d = randomMatrix(random(1), 8);
    const order = optimiseTour(d);
    expect([...order].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is never longer than nearest neighbour (300 random days)', () => {
    const next = random(7);
    for (let i = 0; i < 300; i += 1) {
      const d = randomMatrix(next, 2 + Math.floor(next() * 9));
      expect(tourLength(optimiseTour(d), d)).toBeLessThanOrEqual(tourLength(nearestNeighbour(d), d) + 1e-9);
    }
  });

  it('finds the brute-force optimum on small cases', () => {
    const next = random(42);
    for (let i = 0; i < 200; i += 1) {
      const d = randomMatrix(next, 2 + Math.floor(next() * 6));
      const exact = bruteForceTour(d)!;
      expect(tourLength(optimiseTour(d), d)).toBeCloseTo(tourLength(exact, d), 9);
    }
  });

  it('finds exactly the tour the order-by-order reference finds, under guards refusing some orders', () => {
    const next = random(5);
    for (let i = 0; i < 300; i += 1) {
      // Rounded distances make ties, where the first order in the search must win.
      const d = randomMatrix(next, 1 + Math.floor(next() * 7)).map((row) => row.map(Math.round));
      // Each order is refused or not once, at random, and answered the same way after.
      const decided = new Map<string, boolean>();
      const guard = (order: number[]) => {
        const key = order.join(',');
        if (!decided.has(key)) decided.set(key, next() >= 0.6);
        return decided.get(key)!;
      };
      const found = bruteForceTour(d, guard);
      expect(referenceBruteForce(d, guard)).toEqual(found);
    }
  });

  it('untangles a crossing that nearest neighbour leaves', () => {
    // Depot at the origin, stops on a square: visiting them crosswise is longer than around.
    const d = euclidean([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(tourLength(improveTour([2, 1, 3], d), d)).toBeCloseTo(4, 9);
  });

  it('never takes a move the guard refuses', () => {
    const d = euclidean([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    const start = [2, 1, 3];
    expect(improveTour(start, d, (order) => order[0] === 2)[0]).toBe(2);
    expect(bruteForceTour(d, () => false)).toBeNull();
  });

  it('starts nearest neighbour from a given first stop', () => {
    const d = euclidean([
      [0, 0],
      [1, 0],
      [5, 0],
      [6, 0],
    ]);
    expect(nearestNeighbour(d)).toEqual([1, 2, 3]);
    expect(nearestNeighbour(d, 3)).toEqual([3, 2, 1]);
  });

  it('keeps the shortest of several improved starts the guard accepts, never a refused one', () => {
    const next = random(11);
    for (let i = 0; i < 100; i += 1) {
      const d = randomMatrix(next, 3 + Math.floor(next() * 5));
      const nodes = d.map((_, index) => index).slice(1);
      const starts = nodes.map((first) => nearestNeighbour(d, first));
      // A guard that only accepts tours visiting node 1 first: a time window of sorts.
      const guard = (order: number[]) => order[0] === 1;
      const best = bestImprovedTour(starts, d, guard)!;
      expect(best[0]).toBe(1);
      for (const start of starts.filter(guard))
        expect(tourLength(best, d)).toBeLessThanOrEqual(tourLength(improveTour(start, d, guard), d) + 1e-9);
      expect(tourLength(best, d)).toBeGreaterThanOrEqual(tourLength(bruteForceTour(d, guard)!, d) - 1e-9);
    }
    expect(
      bestImprovedTour(
        [[1, 2]],
        euclidean([
          [0, 0],
          [1, 0],
          [2, 0],
        ]),
        () => false,
      ),
    ).toBeNull();
  });
});
