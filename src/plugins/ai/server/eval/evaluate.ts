import { planWithEngines } from '../engines/plan';
import type { ModelClient } from '../engines/model-client';
import { checkPlanByConstraint, CHECKS } from '../planner/constraints';
import type { Plan, Settings } from '../planner/types';
import { verifyPlan } from '../planner/verify';
import type { EvalCase } from './requests';
import { routeRatios, type DayRatios } from './route-ratio';

export type CaseResult = {
  label: string;
  /** Constraint name → passed. */
  passed: Record<string, boolean>;
  /** Nothing was delivered (the service would have answered an error). */
  failed: string | null;
  ratios: DayRatios[];
  warnings: string[];
  engine: string;
  fallback: boolean;
  repaired: boolean;
  /** The model's own draft broke a rule before the verifier stepped in. */
  draftViolations: number;
};

export type Summary = {
  cases: number;
  perConstraint: Record<string, number>;
  finalPassRate: number;
  ratio: RatioSummary;
  optimiserRatio: RatioSummary;
  warnings: Record<string, number>;
  engines: Record<string, number>;
  fallbacks: number;
  repaired: number;
  draftsWithViolations: number;
  failures: Array<{ label: string; reason: string }>;
};

type RatioSummary = { days: number; mean: number; worst: number };

const ratioSummary = (ratios: number[]): RatioSummary => ({
  days: ratios.length,
  mean: ratios.length ? ratios.reduce((a, b) => a + b, 0) / ratios.length : NaN,
  worst: ratios.length ? Math.max(...ratios) : NaN,
});

const ruleNames = Object.keys(CHECKS);

const judge = (plan: Plan, item: EvalCase, settings: Settings) => {
  const { delivered } = verifyPlan(plan, item.catalogue, item.request);
  const byRule = checkPlanByConstraint(delivered, item.catalogue, item.request);
  return {
    passed: Object.fromEntries(ruleNames.map((name) => [name, byRule[name].length === 0])),
    ratios: plan.days.map((day) => routeRatios(day, settings)).filter((r): r is DayRatios => r !== null),
    warnings: plan.warnings.map((w) => w.code),
  };
};

/** Plans one case with the engine the service would use, and judges what it would deliver. */
export const evaluateCase = async (
  item: EvalCase,
  model: ModelClient | null,
  settings: Settings,
): Promise<CaseResult> => {
  try {
    const outcome = await planWithEngines(model, item.catalogue, item.request, settings);
    return {
      label: item.label,
      ...judge(outcome.plan, item, settings),
      failed: null,
      engine: outcome.engine,
      fallback: outcome.fallback,
      repaired: outcome.repaired,
      draftViolations: outcome.violations.length,
    };
  } catch (error) {
    return {
      label: item.label,
      passed: Object.fromEntries(ruleNames.map((name) => [name, false])),
      failed: (error as Error).message,
      ratios: [],
      warnings: [],
      engine: model ? 'openai' : 'builtin',
      fallback: false,
      repaired: false,
      draftViolations: 0,
    };
  }
};

const count = <T>(items: T[], keep: (item: T) => boolean) => items.filter(keep).length;
const tally = (words: string[]) =>
  words.reduce<Record<string, number>>((acc, word) => ({ ...acc, [word]: (acc[word] ?? 0) + 1 }), {});

export const summarise = (results: CaseResult[]): Summary => {
  const ratios = results.flatMap((r) => r.ratios);
  return {
    cases: results.length,
    perConstraint: Object.fromEntries(
      ruleNames.map((name) => [name, count(results, (r) => r.passed[name]) / results.length]),
    ),
    finalPassRate: count(results, (r) => Object.values(r.passed).every(Boolean)) / results.length,
    ratio: ratioSummary(ratios.map((r) => r.delivered)),
    optimiserRatio: ratioSummary(ratios.flatMap((r) => (r.optimiser === null ? [] : [r.optimiser]))),
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
