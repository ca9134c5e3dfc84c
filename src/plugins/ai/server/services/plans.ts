import type { Core } from '@strapi/strapi';
import { DomainRuleError, contract, type Principal } from '../../../contract/public';
import { modelOf } from '../adapters/openai';
import { tripStore } from '../ports/trip-store';
import { planAnswer, planResult, type PlanAnswer } from '../presenters/plan-answer';
import { planWithEngines } from './engines/plan';
import type { PlanRequest, Settings } from './planner/types';
import { understandWishes } from './planner/understand';
import { requestKey } from './metering';
import { plannedTrip, savedCount } from './planned-trip';
import type { PlanInput } from '../validators';
import { ai } from '../../accessor';

/** The planner's travel model: the routing adapter's average speed, so plans and maps agree. */
const plannerSettings = (strapi: Core.Strapi): Settings => ({
  averageSpeedKmh: strapi.config.get('maps.routing.averageSpeedKmh') as number,
});

/** POST /ai/plan: a grounded, routed, verified plan, metered, saved as a `planned` trip unless `save: false`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async plan(principal: Principal, input: PlanInput) {
    // Planning into a trip the caller may not change costs nothing: refused before the quota.
    if (input.trip_id && input.save !== false)
      await tripStore.of(strapi).assertPlannable(principal, input.trip_id);
    const destinationIds = await ai(strapi).catalogSlice.destinationIds(input);
    const wishes = understandWishes(input);
    const request: PlanRequest = {
      days: input.no_of_days,
      travelers: input.no_of_travelers ?? wishes.impliedTravelers ?? 1,
      budget: input.budget ? input.budget : null,
      tier: wishes.tier,
      interests: wishes.categories,
      startDate: input.start_date ?? null,
    };
    // The words as sent are part of the key: the answer echoes them and warns about them. The kind
    // names the answer's shape (v2: `meta` the display line, `request` the summary), so an answer
    // cached in the old shape before a deploy is never served, nor saved, in the new one.
    const words = [input.budget_tier, input.travel_style, input.travel_party, input.interests];
    const key = requestKey('plan:v2', principal.id, { destinationIds, request, words });
    const started = Date.now();
    const { result, cached } = await ai(strapi).metering.run(principal, key, async () => {
      const catalog = await ai(strapi).catalogSlice.load(destinationIds);
      if (catalog.hotels.length === 0 || catalog.destinations.length === 0)
        throw new DomainRuleError(
          'catalog_incomplete',
          'The catalog has no located hotel for this destination yet.',
        );
      const outcome = await planWithEngines(modelOf(strapi), catalog, request, plannerSettings(strapi));
      const answer = planAnswer(catalog, request, input, wishes, outcome);
      await ai(strapi).generations.recordAnswer(principal.id, 'plan', outcome, started, {
        repaired: outcome.repaired,
        items_count: answer.planned_items_count,
        violations_repaired: outcome.violations.length,
      });
      return answer;
    });
    const saved =
      input.save === false
        ? { saved: false, trip_id: null }
        : await this.saveOnce(principal, key, result, input);
    return planResult(result, cached, saved, savedCount(result.days));
  },

  /** Saves the plan as the caller's trip — the same trip again for an identical request answered from the cache. */
  async saveOnce(principal: Principal, key: string, answer: PlanAnswer, input: PlanInput) {
    const cache = contract(strapi).responseCache;
    const store = tripStore.of(strapi);
    if (input.trip_id) {
      // Into an existing trip: the trip holds this plan afterwards, a cached one included (free).
      await store.replacePlanned(principal, input.trip_id, plannedTrip(answer, input));
      return { saved: true, trip_id: input.trip_id };
    }
    const earlier = await cache.getValue<number>(`${key}:trip`);
    if (earlier && (await store.ownsLiveTrip(principal.id, earlier)))
      return { saved: true, trip_id: earlier };
    // A plan that cannot be saved is a fault of ours, not an answer: a 500 with its stack in the log,
    // never 200 `saved: false`. The plan itself was made and cached: the unit it used stays used, and
    // the same request again is answered from the cache and saved then, at no further cost.
    const trip = await store.createPlanned(principal.id, plannedTrip(answer, input));
    await cache.setValue(`${key}:trip`, trip.id, strapi.config.get('plugin::ai.cacheSeconds') as number);
    return { saved: true, trip_id: trip.id };
  },
});
