import { checkPlan } from './constraints';
import { estimatedBudget, presentDays } from './present';
import type { Catalogue, Plan, PlanRequest, Violation } from './types';

export type DeliveredPlan = ReturnType<typeof verifyPlan>['delivered'];

/** A plan as it would be delivered, and what the checker finds wrong with it. */
export const verifyPlan = (plan: Plan, catalogue: Catalogue, request: PlanRequest) => {
  const days = presentDays(plan, request);
  const delivered = { days, estimated_budget: estimatedBudget(days), warnings: plan.warnings };
  return { delivered, violations: checkPlan(delivered, catalogue, request) as Violation[] };
};
