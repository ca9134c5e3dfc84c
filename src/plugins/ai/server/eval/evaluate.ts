import { planWithEngines } from '../services/engines/plan';
import type { ModelClient } from '../adapters/openai/model-client';
import { checkPlanByConstraint, CHECKS } from '../services/planner/constraints';
import { draftPlan } from '../services/planner/solve';
import type { Plan, Settings } from '../services/planner/types';
import { deliver } from '../services/planner/verify';
import type { EvalCase } from './requests';
import { routeRatios, type DayRatios } from './route-ratio';

export type CaseResult = {
  label: string;
  /**
   * Constraint name → passed, on the unrepaired draft: the model's first answer (`--engine openai`)
   * or the builtin solver's first draft. No draft (the model failed or named no hotel) fails them all.
   */
  draftPassed: Record<string, boolean>;
  draftMissing: boolean;
  /** Constraint name → passed, on the plan as delivered. */
  deliveredPassed: Record<string, boolean>;
  /** Nothing was delivered (the service would have answered an error). */
  failed: string | null;
  ratios: DayRatios[];
  warnings: string[];
  engine: string;
  fallback: boolean;
  repaired: boolean;
  /** The model's own drafts broke a rule before the verifier stepped in. */
  draftViolations: number;
};

export type RatioSummary = { days: number; mean: number; best: number; worst: number };

export type Summary = {
  cases: number;
  draftPerConstraint: Record<string, number>;
  draftPassRate: number;
  draftsMissing: number;
  deliveredPerConstraint: Record<string, number>;
  finalPassRate: number;
  ratio: RatioSummary;
  /** Delivered days for which the exact search finds no order keeping every window. */
  infeasibleDays: number;
  optimiserRatio: RatioSummary;
  unconstrainedRatio: RatioSummary;
  warnings: Record<string, number>;
  engines: Record<string, number>;
  fallbacks: number;
  repaired: number;
  draftsWithViolations: number;
  failures: Array<{ label: string; reason: string }>;
};

const ratioSummary = (ratios: number[]): RatioSummary => ({
  days: ratios.length,
  mean: ratios.length ? ratios.reduce((a, b) => a + b, 0) / ratios.length : NaN,
  best: ratios.length ? Math.min(...ratios) : NaN,
  worst: ratios.length ? Math.max(...ratios) : NaN,
});

const ruleNames = Object.keys(CHECKS);
const allFailed = () => Object.fromEntries(ruleNames.map((name) => [name, false]));

/** Constraint name → passed, for a plan as it would be delivered (null: no plan, every rule failed). */
const judge = (plan: Plan | null, item: EvalCase, settings: Settings) => {
  if (!plan) return allFailed();
  const byRule = checkPlanByConstraint(deliver(plan, item.request), { ...item, settings });
  return Object.fromEntries(ruleNames.map((name) => [name, byRule[name].length === 0]));
};

/**
 * Plans one case with the engine the service would use; judges the unrepaired draft (what the
 * verifier and the solver's repairs are measured against) and what would be delivered.
 */
export const evaluateCase = async (
  item: EvalCase,
  model: ModelClient | null,
  settings: Settings,
): Promise<CaseResult> => {
  const base = { label: item.label, engine: model ? 'openai' : 'builtin' };
  try {
    const outcome = await planWithEngines(model, item.catalog, item.request, settings);
    const draft = model ? outcome.draft : draftPlan(item.catalog, item.request, settings);
    return {
      ...base,
      draftPassed: judge(draft, item, settings),
      draftMissing: draft === null,
      deliveredPassed: judge(outcome.plan, item, settings),
      failed: null,
      ratios: outcome.plan.days
        .map((day) => routeRatios(day, settings))
        .filter((r): r is DayRatios => r !== null),
      warnings: outcome.plan.warnings.map((w) => w.code),
      engine: outcome.engine,
      fallback: outcome.fallback,
      repaired: outcome.repaired,
      draftViolations: outcome.violations.length,
    };
  } catch (error) {
    return {
      ...base,
      draftPassed: allFailed(),
      draftMissing: true,
      deliveredPassed: allFailed(),
      failed: (error as Error).message,
      ratios: [],
      warnings: [],
      fallback: false,
      repaired: false,
      draftViolations: 0,
    };
  }
};

const count = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;
const tally = (words: string[]) =>
  words.reduce<Record<string, number>>((acc, word) => ({ ...acc, [word]: (acc[word] ?? 0) + 1 }), {});
const rates = (results: CaseResult[], passed: (r: CaseResult) => Record<string, boolean>) =>
  Object.fromEntries(
    ruleNames.map((name) => [name, count(results, (r) => passed(r)[name]) / results.length]),
  );
const numbers = (values: Array<number | null>) => values.filter((v): v is number => v !== null);

export const summarise = (results: CaseResult[]): Summary => {
  const ratios = results.flatMap((r) => r.ratios);
  return {
    cases: results.length,
    draftPerConstraint: rates(results, (r) => r.draftPassed),
    draftPassRate: count(results, (r) => Object.values(r.draftPassed).every(Boolean)) / results.length,
    draftsMissing: count(results, (r) => r.draftMissing),
    deliveredPerConstraint: rates(results, (r) => r.deliveredPassed),
    finalPassRate: count(results, (r) => Object.values(r.deliveredPassed).every(Boolean)) / results.length,
    ratio: ratioSummary(numbers(ratios.map((r) => r.delivered))),
    infeasibleDays: count(ratios, (r) => r.delivered === null),
    optimiserRatio: ratioSummary(numbers(ratios.map((r) => r.optimiser))),
    unconstrainedRatio: ratioSummary(ratios.map((r) => r.unconstrained)),
    warnings: tally(results.flatMap((r) => r.warnings)),
    engines: tally(results.map((r) => r.engine)),
    fallbacks: count(results, (r) => r.fallback),
    repaired: count(results, (r) => r.repaired),
    draftsWithViolations: count(results, (r) => r.draftViolations > 0),
    failures: results.filter((r) => r.failed).map((r) => ({ label: r.label, reason: r.failed! })),
  };
};

/** Nearest-rank percentile of sorted milliseconds. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
