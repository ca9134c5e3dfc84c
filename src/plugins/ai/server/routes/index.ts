import { defineRoutes } from '../../../contract/public';
import { conciergeSchema, enhanceSchema, planSchema } from '../validators';
import { conciergeDoc, planDoc, reviewDoc } from './docs';

const METERED =
  'Needs a verified user; consumes one unit of the AI quota when a result is delivered (a fallback included), none when the work fails; 402 `ai_quota_exhausted` when none is left. Throttle `ai` (10/min, 500/day per user, shared by every AI route).';
const errors = ['401', '402', '403', '404', '422', '429'];

/** What plans a trip; the legacy `POST /review` plans too, gated by a permission (legacy-behaviour §2 #155). */
const plan = {
  method: 'POST',
  action: 'plan',
  doc: {
    summary: 'Plan a trip: grounded in the catalog, routed, verified',
    description:
      'Every item is a real catalog record of the destination (`destination_id`, `city`/`destination` by name, or every destination of `destination_country_id`) with its id, coordinates and price. Each day starts and ends at its hotel: its first item is the hotel it leaves, its last the same hotel for the night, and `total_distance_km` is the closed tour. Stops are ordered by nearest neighbour then 2-opt and or-opt on great-circle distance, timed by visit durations, travel at the routing speed and opening hours, with lunch (starts 12:00–14:00) and dinner (19:00–21:00) at two different restaurants, between 09:00 and 23:30. One checker verifies every plan before it is delivered, trusting nothing the plan computed (real places at their catalog coordinates and prices, the day count, the hotel at both ends and in the day’s city, no sight twice, a restaurant once a day, meal windows, opening hours, day bounds, every leg recomputed from coordinates, increasing times, costs and the budget); a model’s plan that fails goes back to it once with its violations, then the solver repairs it. A budget no plan can meet is said in `warnings`. Saved as a `planned` trip unless `"save": false` — each day’s stops and one hotel item for its night; an identical request within the hour returns the cached plan and the same trip, free. ' +
      METERED,
    body: planSchema,
    ok: { description: '`Itinerary generated successfully`', data: planDoc },
    errors,
  },
} as const;
const review = {
  action: 'review',
  path: '/ai/review/:id',
  aliases: ['/review/:id', '/v1/review/:id', '/v1/ai/review/:id'].map((path) => ({
    path,
    deprecated: true as const,
  })),
  doc: {
    summary: 'Review a trip',
    description:
      'The constraint checker and the route optimiser over a visible trip: the kilometres a better order saves, a place visited while closed, a night without a hotel, an empty day, a sight repeated, a restaurant twice a day, costs over the budget. With a model, its summary and suggestions follow the computed findings. An identical request within the hour (same trip, same itinerary) is served from the cache, free. ' +
      METERED,
    params: { id: 'Trip id' },
    ok: { description: '`Trip reviewed successfully`', data: reviewDoc },
    errors,
  },
} as const;

/** Every AI route: a verified caller, the shared `ai` throttle (CONTRACT §3, §4). */
const group = { tag: 'AI', access: 'verified', throttle: 'ai', controller: 'ai' } as const;

export default {
  'content-api': {
    ...defineRoutes(group, [
      {
        ...plan,
        path: '/ai/plan',
        aliases: ['/trips/generate-ai', '/trips/ai-generate'].map((path) => ({
          path,
          deprecated: true as const,
        })),
      },
      { ...plan, path: '/review', deprecated: true, access: { permission: 'generate ai itineraries' } },
      { ...review, method: 'POST' },
      { ...review, method: 'GET', deprecated: true },
      {
        method: 'POST',
        path: '/enhance',
        action: 'enhance',
        doc: {
          summary: 'Enhance a text',
          description: `\`data\` is the text (legacy). With a model it is rewritten; the builtin engine only tidies (spacing, punctuation, capitals) and says so: \`meta.engine\` is \`builtin\` and \`meta.tidied_only\` true. ${METERED}`,
          body: enhanceSchema,
          ok: { description: '`Content enhanced successfully`', data: { type: 'string' } },
          errors: ['401', '402', '403', '422', '429'],
        },
      },
      {
        method: 'POST',
        path: '/trips/:trip/concierge',
        action: 'concierge',
        doc: {
          summary: 'Ask the concierge about a trip',
          description: `Answers from the trip and the catalog: the schedule of a day, costs against the budget, distances, what is near a stop, opening hours; says plainly what it cannot answer. With a model, the model answers from the trip. Same visibility as the trip. ${METERED}`,
          params: { trip: 'Trip id' },
          body: conciergeSchema,
          ok: { description: '`Concierge response generated successfully`', data: conciergeDoc },
          errors,
        },
      },
    ]),
    prefix: '',
  },
};
