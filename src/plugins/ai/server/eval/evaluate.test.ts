import { minimumCost } from '../services/planner/budget';
import { evaluateCase, percentile, summarise } from './evaluate';
import { evalCases } from './requests';
import { seedCatalog } from './seed-catalog';

const settings = { averageSpeedKmh: 50 };

describe('the planner evaluation (builtin engine, the same 200 requests as npm run eval:planner)', () => {
  const cases = evalCases(seedCatalog(), 200);

  it('varies what it asks: days 1–10, cities and countries, budgets from impossible to none', () => {
    const days = new Set(cases.map((c) => c.request.days));
    expect([...days].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cases.some((c) => c.catalog.destinations.length > 1)).toBe(true);
    expect(cases.some((c) => c.request.budget === null)).toBe(true);
    expect(cases.some((c) => c.request.budget! < minimumCost(c.catalog, c.request))).toBe(true);
    expect(new Set(cases.map((c) => c.request.travelers)).size).toBeGreaterThan(4);
  });

  it('delivers plans that meet every constraint, on routes within 5 % of the exact optimum', async () => {
    const results = [];
    for (const item of cases) results.push(await evaluateCase(item, null, settings));
    const summary = summarise(results);
    expect(summary.failures).toEqual([]);
    expect(summary.finalPassRate).toBe(1);
    expect(Object.values(summary.deliveredPerConstraint).every((rate) => rate === 1)).toBe(true);
    expect(summary.ratio.days).toBeGreaterThan(300);
    expect(summary.infeasibleDays).toBe(0);
    expect(summary.ratio.best).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(summary.ratio.worst).toBeLessThanOrEqual(1.05);
    expect(summary.unconstrainedRatio.best).toBeGreaterThanOrEqual(1 - 1e-9);
    // The drafts are measured before any repair: their figures can (and do) fall short.
    expect(summary.draftsMissing).toBe(0);
    expect(summary.draftPassRate).toBeLessThan(1);
    for (const rule of ['opening_hours', 'meal_windows', 'day_bounds', 'budget'])
      expect(summary.draftPerConstraint[rule]).toBeLessThan(1);
    // Only a budget below any possible plan is reported as exceeded.
    results.forEach((result, index) => {
      const { request, catalog } = cases[index];
      const impossible = request.budget !== null && request.budget < minimumCost(catalog, request);
      expect(result.warnings.includes('over_budget')).toBe(impossible);
    });
  });

  it('reads percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});
