import {
  draftJsonSchema,
  draftMessages,
  draftSchema,
  groundDraft,
  preferencesOf,
  type GroundedDraft,
} from '../planner/draft';
import { planFromDraft } from '../planner/from-draft';
import { solvePlan } from '../planner/solve';
import type { Catalog, Plan, PlanRequest, Settings, Violation } from '../planner/types';
import { verifyPlan, type DeliveredPlan } from '../planner/verify';
import { ModelError, type ModelClient } from '../../adapters/openai/model-client';

export type PlanOutcome = {
  plan: Plan;
  engine: 'openai' | 'builtin';
  fallback: boolean;
  /** The model's plan broke a rule even after it was shown its violations: the solver repaired it. */
  repaired: boolean;
  title: string | null;
  description: string | null;
  /** Names the model gave that match no catalog record (dropped, never shown). */
  unmatched: string[];
  /** Violations found in the model's plans before delivery. */
  violations: Violation[];
  /**
   * The model's first draft as it stood — grounded and timed, before it was sent back or repaired —
   * for the evaluation; null from the builtin engine, or when the model gave nothing usable.
   */
  draft: Plan | null;
};

/** An outcome that passed the checker, with the plan as it is delivered. */
export type VerifiedOutcome = PlanOutcome & { delivered: DeliveredPlan };

/** A plan no code path may deliver: the checker still finds violations (a bug, reported as such). */
export class UnverifiedPlanError extends Error {}

const builtin = (
  catalog: Catalog,
  request: PlanRequest,
  settings: Settings,
  fallback: boolean,
): PlanOutcome => ({
  plan: solvePlan(catalog, request, settings),
  engine: 'builtin',
  fallback,
  repaired: false,
  title: null,
  description: null,
  unmatched: [],
  violations: [],
  draft: null,
});

const askModel = async (
  model: ModelClient,
  catalog: Catalog,
  request: PlanRequest,
  violations: Violation[] = [],
) =>
  groundDraft(
    await model.json(
      draftMessages(catalog, request, violations),
      { name: 'trip_plan', schema: draftJsonSchema },
      draftSchema,
      {
        temperature: 0.4,
        maxTokens: Math.min(32000, Math.max(6000, request.days * 800)),
      },
    ),
    catalog,
  );

/** The model's grounded draft, or null when the model failed (expected: the builtin engine answers). */
const draftOrNull = async (...args: Parameters<typeof askModel>): Promise<GroundedDraft | null> => {
  try {
    return await askModel(...args);
  } catch (error) {
    // Only the model's failure is expected; anything else is a bug, and a 500.
    if (!(error instanceof ModelError)) throw error;
    return null;
  }
};

/**
 * A plan from the configured engine, verified before anyone sees it. With a model (LLM-Modulo): its
 * draft is grounded in the catalog and checked; a failing draft goes back once with its violations;
 * still failing, the solver repairs it keeping the model's sights and hotels. A model that fails,
 * times out, answers something invalid or names nothing real is replaced by the builtin planner
 * (`fallback: true`).
 */
export const planWithEngines = async (
  model: ModelClient | null,
  catalog: Catalog,
  request: PlanRequest,
  settings: Settings,
): Promise<VerifiedOutcome> => {
  let outcome = model
    ? await modelPlan(model, catalog, request, settings)
    : builtin(catalog, request, settings, false);
  let verified = verifyPlan(outcome.plan, catalog, request, settings);
  if (verified.violations.length > 0 && outcome.engine === 'openai') {
    outcome = { ...builtin(catalog, request, settings, true), draft: outcome.draft };
    verified = verifyPlan(outcome.plan, catalog, request, settings);
  }
  if (verified.violations.length > 0)
    throw new UnverifiedPlanError(`The planner produced an invalid plan: ${verified.violations[0].message}`);
  return { ...outcome, delivered: verified.delivered };
};

const modelPlan = async (
  model: ModelClient,
  catalog: Catalog,
  request: PlanRequest,
  settings: Settings,
): Promise<PlanOutcome> => {
  const destinationOf = (id: number) => catalog.destinations.find((d) => d.id === id);
  const attempt = (grounded: GroundedDraft) => {
    const plan = planFromDraft(grounded, request, settings, destinationOf);
    const violations = plan
      ? verifyPlan(plan, catalog, request, settings).violations
      : [{ code: 'hotel_at_both_ends', message: 'A day has no hotel from the list.' }];
    return { plan, violations };
  };
  const named = (g: GroundedDraft | null): g is GroundedDraft =>
    g !== null && g.days.some((day) => day.items.length > 0);
  let grounded = await draftOrNull(model, catalog, request);
  if (!named(grounded)) return builtin(catalog, request, settings, true);
  const unmatched = [...grounded.dropped];
  const seen: Violation[] = [];
  let result = attempt(grounded);
  const draft = result.plan;
  if (result.violations.length > 0) {
    seen.push(...result.violations);
    const second = await draftOrNull(model, catalog, request, result.violations);
    if (named(second)) {
      grounded = second;
      unmatched.push(...second.dropped);
      result = attempt(second);
      seen.push(...result.violations);
    }
  }
  const base = {
    engine: 'openai' as const,
    fallback: false,
    title: grounded.title,
    description: grounded.description,
    unmatched,
    violations: seen,
    draft,
  };
  if (result.plan && result.violations.length === 0) return { ...base, plan: result.plan, repaired: false };
  return { ...base, plan: solvePlan(catalog, request, settings, preferencesOf(grounded)), repaired: true };
};
