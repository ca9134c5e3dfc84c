import type { VerifiedOutcome } from '../services/engines/plan';
import type { Catalog, PlanRequest } from '../services/planner/types';
import type { Wishes } from '../services/planner/understand';
import type { PlanInput } from '../validators';

export type PlanAnswer = ReturnType<typeof planAnswer>;

/**
 * The legacy display line the legacy planner page prints under the title (CONTRACT §10):
 * `{no_of_days} Days • {city} • {travel_party} • {budget_tier}`. The party and tier are the ones the
 * plan was made for; a part the request left out (or that matched nothing and was ignored) is left
 * out of the line rather than printed empty. `Days` even for one, as the contract spells it.
 */
export const displayLine = (days: number, cities: string[], party: string | null, tier: string | null) =>
  [`${days} Days`, cities.join(', '), party, tier].filter(Boolean).join(' • ');

/** A verified plan in the legacy generate shape (legacy-behaviour §3.4), with what CONTRACT §4 adds. */
export const planAnswer = (
  catalog: Catalog,
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
    meta: displayLine(request.days, names, wishes.party, request.tier),
    request: {
      destinations: catalog.destinations.map(({ id, name }) => ({ id, name })),
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
    // A legacy field, kept for old clients (legacy-behaviour.md, the plan answer): a constant that
    // names no waypoints; the verified legs are in `days`.
    osrm_waypoints: 'Verified',
    days: delivered.days,
    warnings: [...wishes.warnings, ...delivered.warnings],
    engine: outcome.engine,
    fallback: outcome.fallback,
    repaired: outcome.repaired,
    // The checker's findings on the drafts before the one delivered (which passed every check).
    violations: outcome.violations.map(({ code, message, day }) => ({ code, message, day: day ?? null })),
  };
};

/** POST /ai/plan's `data`: the plan, whether it came from the cache, and the trip it was saved as. */
export const planResult = (
  answer: PlanAnswer,
  cached: boolean,
  saved: { saved: boolean; trip_id: number | null },
  itemsCount: number,
) => ({ ...answer, cached, ...saved, items_count: itemsCount, used_fallback: answer.fallback });
