import type { PlanRow } from '../services/plans';

/** A plan as every answer shows it (alone, in lists, inside each Subscription). */
export const presentPlan = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  price_cents: plan.price_cents,
  currency: plan.currency,
  billing_cycle: plan.billing_cycle,
  ai_quota_monthly: plan.ai_quota_monthly,
  features: plan.features ?? [],
  is_active: plan.is_active,
  created_at: plan.createdAt ? new Date(plan.createdAt).toISOString() : null,
  updated_at: plan.updatedAt ? new Date(plan.updatedAt).toISOString() : null,
});
