import { DESTINATIONS } from '../../../../seed/catalog/destinations';
import { minimumCost } from '../services/planner/budget';
import type { BudgetTier, Catalog, PlanRequest } from '../services/planner/types';
import { sliceFor } from './seed-catalog';

/** One evaluation case: the catalog slice the request may use (a city or a country) and the request. */
export type EvalCase = { label: string; catalog: Catalog; request: PlanRequest };

/** A small seeded generator, so every run plans the same 200 requests. */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
};

/** What people type: catalog words, synonyms, and words the catalog has nothing for. */
const INTEREST_WORDS = [
  'museums',
  'history',
  'art',
  'nature',
  'beaches',
  'shopping',
  'nightlife',
  'family',
  'food',
  'street food',
  'fine dining',
  'architecture',
  'hiking',
  'skiing',
  'wellness',
];
const TIERS: Array<BudgetTier | null> = [null, 'low', 'medium', 'high', 'luxury'];
/**
 * Budgets relative to the least any plan can cost (nights × rooms × the cheapest hotel): below it
 * (impossible: the plan must say so), exactly it, tight, comfortable, ample; or none.
 */
const BUDGET_FACTORS: Array<number | null> = [null, null, 0.6, 1, 1.15, 1.5, 2.5, 5, 12];

const countryCases = () => {
  const byCountry = new Map<string, number[]>();
  DESTINATIONS.forEach((destination, index) =>
    byCountry.set(destination.iso, [...(byCountry.get(destination.iso) ?? []), index + 1]),
  );
  return [...byCountry.entries()].filter(([, ids]) => ids.length > 1);
};

/** `count` varied requests over the seeded catalog: about one in five asks for a whole country. */
export const evalCases = (catalog: Catalog, count: number, seed = 2026): EvalCase[] => {
  const random = randomFrom(seed);
  const countries = countryCases();
  const cases: EvalCase[] = [];
  for (let index = 0; index < count; index += 1) {
    const country = countries.length > 0 && random.next() < 0.2 ? random.pick(countries) : null;
    const destination = random.pick(catalog.destinations);
    const slice = sliceFor(catalog, country ? country[1] : [destination.id]);
    const interests = Array.from({ length: random.between(0, 3) }, () => random.pick(INTEREST_WORDS));
    const request: PlanRequest = {
      days: random.between(1, 10),
      travelers: random.pick([1, 1, 2, 2, 2, 3, 4, 5, 6, 8]),
      budget: null,
      tier: random.pick(TIERS),
      interests: [...new Set(interests)],
      startDate: random.next() < 0.7 ? `2027-0${random.between(1, 9)}-1${random.between(0, 9)}` : null,
    };
    const factor = random.pick(BUDGET_FACTORS);
    if (factor !== null) request.budget = Math.round(minimumCost(slice, request) * factor);
    const where = country ? `country ${country[0]}` : destination.name;
    cases.push({
      label: `${where}, ${request.days} day(s), ${request.travelers} traveller(s), budget ${request.budget ?? 'none'}`,
      catalog: slice,
      request,
    });
  }
  return cases;
};
