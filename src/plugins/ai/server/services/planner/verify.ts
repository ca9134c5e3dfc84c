import { checkPlan } from './constraints';
import { estimatedBudget, presentDays } from '../../presenters/plan-days';
import type { Catalog, Plan, PlanRequest, Settings, Violation } from './types';

export type DeliveredPlan = ReturnType<typeof deliver>;

/** A plan as it would be delivered: the legacy `days[]`, its total, its warnings. */
export const deliver = (plan: Plan, request: PlanRequest) => {
  const days = presentDays(plan, request);
  return { days, estimated_budget: estimatedBudget(days), warnings: plan.warnings };
};

/** A plan as it would be delivered, and what the checker finds wrong with it. */
export const verifyPlan = (plan: Plan, catalog: Catalog, request: PlanRequest, settings: Settings) => {
  const delivered = deliver(plan, request);
  return { delivered, violations: checkPlan(delivered, { catalog, request, settings }) as Violation[] };
};
