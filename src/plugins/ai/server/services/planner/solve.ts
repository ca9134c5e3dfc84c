import type { Preferences } from './draft';
import { roundMoney, minimumCost, planCost } from './budget';
import { planDay } from './day';
import { nearestFirstOrder, type Arranger } from './order';
import { distanceKm } from '../../../../../lib/geo';
import { categoriesFor } from './interests';
import { nearestToCluster, rankAttractions, rankHotels, restaurantsForTier } from './select';
import type { Catalog, Destination, Place, Plan, PlannedDay, PlanRequest, Settings, Warning } from './types';

/** Sights a day aims for, besides lunch and dinner. */
const SIGHTS_PER_DAY = 3;
/** How many other sights a day tries in place of those it could not hold. */
const REFILL_TRIES = 3;

const sightsOf = (day: { stops: Array<{ place: Place; meal: unknown }> }) =>
  day.stops.filter((stop) => !stop.meal).map((stop) => stop.place);

/** How far the solver gives way to a budget, one step at a time. */
type Level = {
  hotelStep: number;
  cheapRestaurants: boolean;
  maxSightPrice: number;
  meals: boolean;
  singleCity: boolean;
};
const LEVELS: Level[] = [
  ...[0, 1, 2, 3, 4].map((hotelStep) => ({
    hotelStep,
    cheapRestaurants: false,
    maxSightPrice: Infinity,
    meals: true,
    singleCity: false,
  })),
  { hotelStep: 9, cheapRestaurants: true, maxSightPrice: Infinity, meals: true, singleCity: false },
  { hotelStep: 9, cheapRestaurants: true, maxSightPrice: 0, meals: true, singleCity: false },
  { hotelStep: 9, cheapRestaurants: true, maxSightPrice: 0, meals: false, singleCity: false },
  { hotelStep: 9, cheapRestaurants: true, maxSightPrice: 0, meals: false, singleCity: true },
];

type Segment = { destination: Destination; days: number };

/** Cities and their days: one city, or for a country the best-matching cities (two days each), in route order. */
const segmentsFor = (catalog: Catalog, request: PlanRequest, level: Level): Segment[] => {
  const cities = catalog.destinations.filter((d) => catalog.hotels.some((h) => h.destinationId === d.id));
  if (level.singleCity) {
    const cheapest = [...catalog.hotels].sort((a, b) => a.price - b.price || a.id - b.id)[0];
    return [{ destination: cities.find((city) => city.id === cheapest.destinationId)!, days: request.days }];
  }
  const wanted = categoriesFor(request.interests);
  const appeal = (city: Destination) =>
    catalog.attractions
      .filter((a) => a.destinationId === city.id)
      .reduce((sum, a) => sum + (a.category && wanted.has(a.category) ? 2 : 1), 0);
  const count = Math.max(1, Math.min(cities.length, Math.floor(request.days / 2) || 1));
  const chosen = [...cities].sort((a, b) => appeal(b) - appeal(a) || a.id - b.id).slice(0, count);
  const ordered = [chosen[0]];
  const left = chosen.slice(1);
  while (left.length) {
    left.sort((a, b) => distanceKm(ordered.at(-1)!, a) - distanceKm(ordered.at(-1)!, b));
    ordered.push(left.shift()!);
  }
  return ordered.map((destination, index) => ({
    destination,
    days: Math.floor(request.days / count) + (index < request.days % count ? 1 : 0),
  }));
};

const hotelFor = (
  catalog: Catalog,
  city: Destination,
  request: PlanRequest,
  level: Level,
  preferences: Preferences | null,
): Place => {
  const hotels = catalog.hotels.filter((hotel) => hotel.destinationId === city.id);
  const wanted = hotels.find((hotel) => preferences?.hotels.includes(hotel.id));
  if (wanted && level.hotelStep === 0) return wanted;
  const preferred = rankHotels(hotels, request.tier)[0];
  const cheaper = hotels
    .filter((h) => h.price <= preferred.price)
    .sort((a, b) => b.price - a.price || a.id - b.id);
  return cheaper[Math.min(level.hotelStep, cheaper.length - 1)];
};

const solveAt = (
  catalog: Catalog,
  request: PlanRequest,
  settings: Settings,
  level: Level,
  preferences: Preferences | null,
  arrange?: Arranger,
): Plan => {
  const wanted = categoriesFor(request.interests);
  const days: PlannedDay[] = [];
  const usedRestaurants = new Set<number>();
  const misfits = new Map<number, number>();
  let idleDays = 0;
  for (const segment of segmentsFor(catalog, request, level)) {
    const city = segment.destination;
    const hotel = hotelFor(catalog, city, request, level, preferences);
    const cityRestaurants = catalog.restaurants.filter((r) => r.destinationId === city.id);
    const restaurants = level.cheapRestaurants
      ? restaurantsForTier(cityRestaurants, 'low')
      : restaurantsForTier(cityRestaurants, request.tier);
    let pool = rankAttractions(
      catalog.attractions.filter((a) => a.destinationId === city.id && a.price <= level.maxSightPrice),
      request,
    );
    const planWith = (attractions: Place[]) =>
      planDay({ hotel, attractions, restaurants, usedRestaurants, meals: level.meals, settings, arrange });
    // A sight that does not fit even a day of its own (its hours too short for the visit and the
    // meals) is not counted on when spreading the others.
    for (const sight of pool) if (planWith([sight]).dropped.length > 0) misfits.set(sight.id, 1);
    for (let i = 0; i < segment.days; i += 1) {
      // Sights are spread over the city's days rather than spent on the first ones.
      const likely = pool.filter((p) => !misfits.has(p.id)).length;
      const perDay = Math.min(SIGHTS_PER_DAY, Math.max(1, Math.ceil(likely / (segment.days - i))));
      // A repaired draft keeps the model's sights for the day where they are still free.
      const preferred = (preferences?.sightsByDay[days.length] ?? [])
        .map((id) => pool.find((p) => p.id === id))
        .filter((p): p is Place => p !== undefined)
        .slice(0, perDay);
      const chosen: Place[] = preferred.length ? preferred : pool.length ? [pool[0]] : [];
      while (chosen.length && chosen.length < perDay) {
        const next = nearestToCluster(
          chosen,
          pool.filter((p) => !chosen.includes(p)),
          wanted,
        );
        if (!next) break;
        chosen.push(next);
      }
      const ranked = preferred.length ? chosen : pool.filter((p) => chosen.includes(p));
      let day = planWith(ranked);
      // Sights the day could not hold are replaced by the next nearest that fits, a few tries at most.
      const tried = new Set(ranked.map((p) => p.id));
      const dropped = [...day.dropped];
      for (let tries = 0; tries < REFILL_TRIES && sightsOf(day).length < perDay; tries += 1) {
        const kept = sightsOf(day);
        const next = nearestToCluster(
          kept.length ? kept : ranked,
          pool.filter((p) => !tried.has(p.id)),
          wanted,
        );
        if (!next) break;
        tried.add(next.id);
        const trial = planWith([...kept, next]);
        if (trial.dropped.length === 0) day = trial;
        else dropped.push(next);
      }
      const visited = new Set(day.stops.filter((stop) => !stop.meal).map((stop) => stop.place.id));
      for (const place of dropped) misfits.set(place.id, (misfits.get(place.id) ?? 0) + 1);
      // A sight that fits no day twice (hours too short for its visit) stops being tried.
      pool = pool.filter((p) => !visited.has(p.id) && (misfits.get(p.id) ?? 0) < 2);
      for (const stop of day.stops) if (stop.meal) usedRestaurants.add(stop.place.id);
      if (!day.stops.some((stop) => !stop.meal)) idleDays += 1;
      days.push({
        dayNumber: days.length + 1,
        destination: city,
        hotel,
        departs: day.departs,
        stops: day.stops,
        back: day.back,
        returns: day.returns,
      });
    }
  }
  const warnings: Warning[] = [];
  if (idleDays > 0)
    warnings.push({
      code: 'few_sights',
      message: `The catalog has too few open sights for every day: ${idleDays} day(s) have meals only.`,
    });
  if (new Set(days.map((day) => day.destination.id)).size > 1)
    warnings.push({
      code: 'intercity_travel_not_included',
      message: 'Travel between cities is not part of the plan or its budget.',
    });
  if (!level.meals)
    warnings.push({ code: 'meals_not_included', message: 'Meals were left out to meet the budget.' });
  return { days, warnings };
};

/**
 * The builtin planner: the best plan the catalog allows, giving way to the budget step by step;
 * a budget below any possible plan is said in `warnings`, never silently exceeded.
 */
export const solvePlan = (
  catalog: Catalog,
  request: PlanRequest,
  settings: Settings,
  preferences: Preferences | null = null,
): Plan => {
  let plan = solveAt(catalog, request, settings, LEVELS[0], preferences);
  if (request.budget === null || planCost(plan, request) <= request.budget) return plan;
  for (const level of LEVELS.slice(1)) {
    plan = solveAt(catalog, request, settings, level, preferences);
    if (planCost(plan, request) <= request.budget) return plan;
  }
  const floor = minimumCost(catalog, request);
  plan.warnings.push({
    code: 'over_budget',
    message: `No plan fits a budget of ${roundMoney(request.budget)}: the nights alone cost at least ${floor}.`,
  });
  return plan;
};

/**
 * The builtin engine's unrepaired draft: the solver's first choice of hotels, sights and meals, in
 * nearest-neighbour order from each hotel — before its order is guarded by opening hours and meal
 * times, before sights that do not fit are dropped, and before it gives way to a budget. The
 * evaluation measures the checker on it, so its per-constraint figures can fail.
 */
export const draftPlan = (catalog: Catalog, request: PlanRequest, settings: Settings): Plan =>
  solveAt(catalog, request, settings, LEVELS[0], null, nearestFirstOrder);
