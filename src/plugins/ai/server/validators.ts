import { z } from 'zod';
import {
  booleanFlag,
  calendarDate,
  integerBetween,
  integerId,
  legacyAmount,
  optionalString,
  requiredString,
} from '../../contract/public';

/**
 * A free word (CONTRACT §10): any string, any length, any case — matched onto our tiers, parties
 * and categories later and ignored with a warning when it matches nothing. Only a value that is not
 * a string is refused.
 */
const freeWord = (field: string) =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} must be a string.` })
    .nullish()
    .transform((value) => value?.trim() || null);

/** Interests: a list of free words, or one comma-separated string; empty entries are dropped. */
const freeWords = z
  .union([z.array(z.string()), z.string().transform((value) => value.split(','))], {
    error: 'The interests must be a list of strings or a comma-separated string.',
  })
  .nullish()
  .transform((list) => (list ?? []).map((entry) => entry.trim()).filter(Boolean));

const FREE = 'A free string (CONTRACT §10), matched case-insensitively';

/**
 * POST /ai/plan and its aliases: the legacy generate fields (legacy-behaviour §3.4), plus
 * `destination_id` and `save`. `budget_tier`, `travel_style`, `travel_party` and `interests` are
 * free strings as in the legacy service: never a 422 for a string.
 */
export const planSchema = z.object({
  destination_id: integerId('destination_id').nullish(),
  destination_country_id: integerId('destination_country_id').nullish(),
  city: optionalString('city', { max: 160 }),
  destination: optionalString('destination', { max: 160 }),
  no_of_days: integerBetween('no_of_days', 1, 60),
  budget: legacyAmount('budget').nullish(),
  budget_tier: freeWord('budget_tier').meta({
    description: `${FREE} onto the tiers low, medium, high, luxury: budget/economy/cheap/backpacker → low, moderate/mid-range/standard → medium, comfort/premium/upscale → high, luxury/deluxe/high-end/five-star → luxury ($ to $$$$ too). Anything else is ignored with a \`preference_ignored\` warning.`,
  }),
  interests: freeWords.meta({
    description: `Free strings (a list, or one comma-separated string; CONTRACT §10), matched case-insensitively onto the catalog's categories, each entry split at \`&\`, \`/\`, \`,\`, \`and\` (\`History & Culture\` → Historical Sites and Museums). Parts that match no category are ignored with a \`preference_ignored\` warning.`,
  }),
  no_of_travelers: integerBetween('no_of_travelers', 1, 50).optional(),
  travel_party: freeWord('travel_party').meta({
    description: `${FREE} onto solo, couple, family, friends, business (\`Couple / Romantic\` → couple). Without \`no_of_travelers\`, solo plans for 1 traveller and couple for 2; family prefers family-friendly sights. Anything else is ignored with a warning.`,
  }),
  travel_style: freeWord('travel_style').meta({
    description: `${FREE}: a tier word (\`Luxury\`) sets the tier when \`budget_tier\` does not, a party word the party when \`travel_party\` does not, interest words add categories. Kept on the saved trip as sent (its first 50 characters); a style that matches nothing is ignored for planning with a warning.`,
  }),
  start_date: calendarDate('start_date').optional(),
  prompt: optionalString('prompt', { max: 1000 }),
  save: booleanFlag('save').optional(),
  trip_id: integerId('trip_id').nullish().meta({
    description:
      "Plan into this existing trip instead of a new one (CONTRACT §14): its owner, an editor member or an admin; its itinerary, days and dates are replaced by the plan's, as one change of the trip. Checked before any quota is spent: 404 for a trip the caller cannot see, 403 for a viewer, 403 `trip_locked` for a booked or completed trip.",
  }),
});
export type PlanInput = z.output<typeof planSchema>;

/** POST /enhance. */
export const enhanceSchema = z.object({ content: requiredString('content', { max: 10000 }) });

/** POST /trips/{trip}/concierge. */
export const conciergeSchema = z.object({ message: requiredString('message', { max: 2000 }) });
