import { z } from 'zod';
import {
  booleanFlag,
  calendarDate,
  integerBetween,
  integerId,
  optionalString,
  requiredString,
} from '../../contract/public';
import { budgetRule, interestsRule } from '../../../api/trip/public';

export const BUDGET_TIERS = ['low', 'medium', 'high', 'luxury'] as const;

/** POST /ai/plan and its aliases: the legacy generate fields (legacy-behaviour §3.4), plus `destination_id` and `save`. */
export const planSchema = z.object({
  destination_id: integerId('destination_id').nullish(),
  destination_country_id: integerId('destination_country_id').nullish(),
  city: optionalString('city', { max: 160 }),
  destination: optionalString('destination', { max: 160 }),
  no_of_days: integerBetween('no_of_days', 1, 60),
  budget: budgetRule.nullish(),
  budget_tier: z.enum(BUDGET_TIERS, { error: 'The selected budget tier is invalid.' }).nullish(),
  interests: interestsRule.optional(),
  no_of_travelers: integerBetween('no_of_travelers', 1, 50).optional(),
  travel_party: optionalString('travel_party', { max: 50 }),
  travel_style: optionalString('travel_style', { max: 50 }),
  start_date: calendarDate('start_date').optional(),
  prompt: optionalString('prompt', { max: 1000 }),
  save: booleanFlag('save').optional(),
});
export type PlanInput = z.output<typeof planSchema>;

/** POST /enhance. */
export const enhanceSchema = z.object({ content: requiredString('content', { max: 10000 }) });

/** POST /trips/{trip}/concierge. */
export const conciergeSchema = z.object({ message: requiredString('message', { max: 2000 }) });
