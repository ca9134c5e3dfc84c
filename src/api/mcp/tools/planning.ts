import { z } from 'zod';
import { ai, planSchema } from '../../../plugins/ai/public';
import { billing, type Buyer } from '../../../plugins/billing/public';
import { defineTool } from './tool';

export const planTrip = defineTool({
  name: 'plan_trip',
  title: 'Plan a trip',
  description:
    'Plans a day-by-day itinerary grounded in the catalog: real hotels, restaurants and attractions of the destination (`destination_id` from search_destinations, or `city`), each day starting and ending at its hotel, stops in the shortest order that keeps opening hours and meal times, within `budget` when given. The plan is verified before it is returned (`violations`: what the checker found and had corrected; `warnings`: wishes it could not use) and saved as a `planned` trip (`trip_id`) unless `save` is false. `request` is the request as understood (destinations, days, travellers, budget, tier, party, interests and the categories they matched); `meta` is a one-line display summary. Consumes one unit of the person’s AI quota (see get_ai_quota; an identical request within the hour is free); with none left the error is `ai_quota_exhausted`.',
  scope: 'ai:plan',
  throttle: 'ai',
  input: planSchema,
  async run(strapi, caller, input) {
    return {
      data: await ai(strapi).planner.plan(caller.principal, input),
      message: 'Itinerary generated successfully',
    };
  },
});

export const getAiQuota = defineTool({
  name: 'get_ai_quota',
  title: 'AI quota left',
  description:
    'How many AI plans the person may still ask for in the current period: `ai_quota_total`, `ai_quota_used`, `ai_quota_remaining` and when it renews. Read it before plan_trip; it costs nothing.',
  scope: 'ai:plan',
  readOnly: true,
  input: z.object({}),
  async run(strapi, caller) {
    const buyer = caller.principal.user as unknown as Buyer;
    return {
      data: await billing(strapi).subscriptions.quota(buyer),
      message: 'AI quota retrieved successfully',
    };
  },
});
