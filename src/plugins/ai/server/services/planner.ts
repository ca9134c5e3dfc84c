import type { Core } from '@strapi/strapi';
import { DomainRuleError, contract, type Principal } from '../../../contract/public';
import { isTrashed } from '../../../soft-delete/public';
import { createTripSchema, trips, TRIP } from '../../../../api/trip/public';
import { modelOf, plannerSettings } from '../engines';
import { planWithEngines, type VerifiedOutcome } from '../engines/plan';
import type { PlanDay } from '../planner/present';
import type { Catalogue, PlanRequest } from '../planner/types';
import { understandWishes, type Wishes } from '../planner/understand';
import { requestKey } from './metering';
import type { PlanInput } from '../validators';
import { ai } from '../../public';

export type PlanAnswer = ReturnType<typeof answerOf>;

const answerOf = (
  catalogue: Catalogue,
  request: PlanRequest,
  input: PlanInput,
  wishes: Wishes,
  outcome: VerifiedOutcome,
) => {
  const { delivered } = outcome;
  const names = [...new Set(delivered.days.map((day) => day.destination.name))];
  const items = delivered.days.reduce((sum, day) => sum + day.items.length, 0);
  return {
    title: outcome.title ?? `${request.days}-day trip to ${names.join(', ')}`,
    description:
      outcome.description ??
      `${request.days} day(s) in ${names.join(', ')}: each day starts and ends at its hotel, sights in the shortest order that keeps their opening hours.`,
    meta: {
      destinations: catalogue.destinations.map(({ id, name }) => ({ id, name })),
      no_of_days: request.days,
      no_of_travelers: request.travelers,
      budget: request.budget,
      budget_tier: request.tier,
      travel_party: wishes.party,
      travel_style: input.travel_style,
      interests: input.interests,
      interest_categories: request.interests,
      start_date: request.startDate,
    },
    estimated_budget: delivered.estimated_budget,
    currency: delivered.days[0]?.items[0]?.currency ?? 'USD',
    total_distance_km:
      Math.round(delivered.days.reduce((sum, day) => sum + day.total_distance_km, 0) * 100) / 100,
    planned_items_count: items,
    osrm_waypoints: 'Verified',
    days: delivered.days,
    warnings: [...wishes.warnings, ...delivered.warnings],
    engine: outcome.engine,
    fallback: outcome.fallback,
    repaired: outcome.repaired,
  };
};

const timeSlot = (item: PlanDay['items'][number]) =>
  item.end_time ? `${item.start_time}-${item.end_time}` : item.start_time;

/**
 * The itinerary rows a day of the plan is saved as: its stops and one hotel row, the night (which
 * carries the room's cost). The morning's departure from that same hotel is not a second row — a
 * trip keeps one hotel per night, as an attached hotel is kept — and the night row's notes say when
 * the day left it.
 */
const savedItems = (day: PlanDay) =>
  day.items.filter((item, index) => !(index === 0 && item.itemable_type === 'hotel'));
const savedCount = (days: PlanDay[]) => days.reduce((sum, day) => sum + savedItems(day).length, 0);

/** POST /ai/plan: a grounded, routed, verified plan, metered, saved as a `planned` trip unless `save: false`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async plan(principal: Principal, input: PlanInput) {
    const destinationIds = await ai(strapi).catalogue.destinationIds(input);
    const wishes = understandWishes(input);
    const request: PlanRequest = {
      days: input.no_of_days,
      travelers: input.no_of_travelers ?? wishes.impliedTravelers ?? 1,
      budget: input.budget ? input.budget : null,
      tier: wishes.tier,
      interests: wishes.categories,
      startDate: input.start_date ?? null,
    };
    // The words as sent are part of the key: the answer echoes them and warns about them.
    const words = [input.budget_tier, input.travel_style, input.travel_party, input.interests];
    const key = requestKey('plan', principal.id, { destinationIds, request, words });
    const started = Date.now();
    const { result, cached } = await ai(strapi).metering.run(principal, key, async () => {
      const catalogue = await ai(strapi).catalogue.load(destinationIds);
      if (catalogue.hotels.length === 0 || catalogue.destinations.length === 0)
        throw new DomainRuleError(
          'catalog_incomplete',
          'The catalog has no located hotel for this destination yet.',
        );
      const outcome = await planWithEngines(modelOf(strapi), catalogue, request, plannerSettings(strapi));
      const answer = answerOf(catalogue, request, input, wishes, outcome);
      await ai(strapi).generations.recordAnswer(principal.id, 'plan', outcome, started, {
        repaired: outcome.repaired,
        items_count: answer.planned_items_count,
        violations_repaired: outcome.violations.length,
      });
      return answer;
    });
    if (input.save === false)
      return {
        ...result,
        cached,
        saved: false,
        trip_id: null,
        items_count: savedCount(result.days),
        used_fallback: result.fallback,
      };
    const saved = await this.saveOnce(principal, key, result, input);
    return {
      ...result,
      cached,
      ...saved,
      items_count: savedCount(result.days),
      used_fallback: result.fallback,
    };
  },

  /** Saves the plan as the caller's trip — the same trip again for an identical request answered from the cache. */
  async saveOnce(principal: Principal, key: string, answer: PlanAnswer, input: PlanInput) {
    const cache = contract(strapi).responseCache;
    const earlier = await cache.getValue<number>(`${key}:trip`);
    if (earlier) {
      const trip = await strapi.db.query(TRIP).findOne({ where: { id: earlier, user_id: principal.id } });
      if (trip && !isTrashed(trip)) return { saved: true, trip_id: earlier };
    }
    // A plan that cannot be saved is a fault of ours, not an answer: a 500 with its stack in the log,
    // never 200 `saved: false`. The plan itself was made and cached: the unit it used stays used, and
    // the same request again is answered from the cache and saved then, at no further cost.
    const body = createTripSchema.parse({
      title: answer.title.slice(0, 255),
      description: answer.description,
      no_of_days: input.no_of_days,
      start_date: input.start_date,
      budget: input.budget ?? 0,
      no_of_travelers: answer.meta.no_of_travelers,
      // The trip keeps the words as sent, within its own limits (30 interests of 60 characters, a style of 50).
      interests: input.interests.filter((interest) => interest.length <= 60).slice(0, 30),
      travel_style: input.travel_style?.slice(0, 50),
      status: 'planned',
      destination_id: answer.days[0].destination.id,
      days: answer.days.map((day) => ({
        day_number: day.day_number,
        items: savedItems(day).map((item) => ({
          type: item.itemable_type,
          itemable_id: item.itemable_id,
          title: item.title,
          time_slot: timeSlot(item),
          notes: item.description,
          estimated_cost: item.estimated_cost,
        })),
      })),
    });
    const trip = await trips(strapi).trips.create(principal, body);
    for (const day of answer.days.slice(1))
      if (day.destination.id !== answer.days[day.day_number - 2].destination.id)
        await trips(strapi).itinerary.visit(trip.id, day.destination.id, day.day_number);
    await cache.setValue(`${key}:trip`, trip.id, strapi.config.get('plugin::ai.cacheSeconds') as number);
    return { saved: true, trip_id: trip.id };
  },
});
