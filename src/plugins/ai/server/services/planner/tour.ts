/**
 * The route optimiser: a closed tour from a depot (node 0, the hotel) through every other node and
 * back. Nearest neighbour builds it, then 2-opt (reverse a segment) and or-opt (move a run of up to
 * three stops) improve it until neither shortens it. `allowed` guards every move (e.g. opening hours):
 * a move that breaks it is not taken.
 */
export type Matrix = number[][];
export type TourGuard = (order: number[]) => boolean;

const EPSILON = 1e-9;

/** Length of depot → order… → depot. */
export const tourLength = (order: number[], d: Matrix): number => {
  let total = 0;
  let previous = 0;
  for (const node of order) {
    total += d[previous][node];
    previous = node;
  }
  return total + d[previous][0];
};

/** Nearest neighbour from the depot, or with `first` as the first stop. */
export const nearestNeighbour = (d: Matrix, first?: number): number[] => {
  const left = new Set(d.map((_, index) => index).slice(1));
  const order: number[] = [];
  let current = 0;
  if (first !== undefined) {
    order.push(first);
    left.delete(first);
    current = first;
  }
  while (left.size > 0) {
    let best = -1;
    for (const node of left) if (best < 0 || d[current][node] < d[current][best]) best = node;
    order.push(best);
    left.delete(best);
    current = best;
  }
  return order;
};

const twoOptPass = (order: number[], d: Matrix, allowed: TourGuard): number[] | null => {
  const path = [0, ...order, 0];
  for (let i = 1; i < path.length - 2; i += 1) {
    for (let k = i + 1; k < path.length - 1; k += 1) {
      const delta =
        d[path[i - 1]][path[k]] + d[path[i]][path[k + 1]] - d[path[i - 1]][path[i]] - d[path[k]][path[k + 1]];
      if (delta >= -EPSILON) continue;
      const candidate = [...order.slice(0, i - 1), ...order.slice(i - 1, k).reverse(), ...order.slice(k)];
      if (allowed(candidate)) return candidate;
    }
  }
  return null;
};

const orOptPass = (order: number[], d: Matrix, allowed: TourGuard): number[] | null => {
  const length = tourLength(order, d);
  for (let run = 1; run <= Math.min(3, order.length - 1); run += 1) {
    for (let from = 0; from + run <= order.length; from += 1) {
      const segment = order.slice(from, from + run);
      const rest = [...order.slice(0, from), ...order.slice(from + run)];
      for (let to = 0; to <= rest.length; to += 1) {
        if (to === from) continue;
        for (const piece of [segment, [...segment].reverse()]) {
          const candidate = [...rest.slice(0, to), ...piece, ...rest.slice(to)];
          if (tourLength(candidate, d) < length - EPSILON && allowed(candidate)) return candidate;
        }
      }
    }
  }
  return null;
};

/** Improves a tour with 2-opt and or-opt moves that `allowed` accepts, until none shortens it. */
export const improveTour = (start: number[], d: Matrix, allowed: TourGuard = () => true): number[] => {
  let order = start;
  for (let round = 0; round < 1000; round += 1) {
    const next = twoOptPass(order, d, allowed) ?? orOptPass(order, d, allowed);
    if (!next) break;
    order = next;
  }
  return order;
};

/** Nearest neighbour, then improved: the optimiser's tour over every node but the depot. */
export const optimiseTour = (d: Matrix, allowed?: TourGuard): number[] =>
  improveTour(nearestNeighbour(d), d, allowed);

/**
 * The shortest of several improved starts that `allowed` accepts (null when none does): under time
 * windows one start can get stuck where another is not, so each is improved and the best kept.
 */
export const bestImprovedTour = (starts: number[][], d: Matrix, allowed: TourGuard): number[] | null => {
  let best: number[] | null = null;
  for (const start of starts) {
    if (!allowed(start)) continue;
    const tour = improveTour(start, d, allowed);
    if (!best || tourLength(tour, d) < tourLength(best, d) - EPSILON) best = tour;
  }
  return best;
};

/**
 * The shortest tour `allowed` accepts, by trying every order (pruned by length): n! work, small days
 * only. Orders are tried in lexicographic order of their nodes and a tour replaces the best only when
 * strictly shorter, so of equal tours the first in that order wins. One order is built in place
 * (a node marked used while it is in it) rather than as a new list at every step.
 */
export const bruteForceTour = (d: Matrix, allowed: TourGuard = () => true): number[] | null => {
  const size = d.length - 1;
  const order: number[] = [];
  const used = new Array<boolean>(d.length).fill(false);
  let best: number[] | null = null;
  let bestLength = Infinity;
  const extend = (sofar: number) => {
    // Distances are never negative: a prefix already as long as the best tour cannot beat it.
    if (sofar >= bestLength - EPSILON) return;
    if (order.length === size) {
      const length = tourLength(order, d);
      if (length < bestLength - EPSILON && allowed([...order])) {
        best = [...order];
        bestLength = length;
      }
      return;
    }
    const at = order.length ? order[order.length - 1] : 0;
    for (let node = 1; node <= size; node += 1) {
      if (used[node]) continue;
      used[node] = true;
      order.push(node);
      extend(sofar + d[at][node]);
      order.pop();
      used[node] = false;
    }
  };
  extend(0);
  return best;
};
