import { minimumCost, roomsFor, roundMoney } from './budget';
import type { PlanDay, PlanItem } from './present';
import type { Catalogue, Place, PlanRequest, Violation } from './types';

/** What the checker is given: the plan as it would be delivered. */
export type CheckedPlan = {
  days: PlanDay[];
  estimated_budget: number;
  warnings: Array<{ code: string }>;
};

const minutes = (time: string | null) => {
  if (!time) return null;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

type Check = (plan: CheckedPlan, catalogue: Catalogue, request: PlanRequest) => Violation[];

const placeOf = (catalogue: Catalogue, item: PlanItem): Place | undefined =>
  ({ attraction: catalogue.attractions, restaurant: catalogue.restaurants, hotel: catalogue.hotels })[
    item.itemable_type
  ]?.find((place) => place.id === item.itemable_id);

/** Every item is a catalog record of the requested destination(s), where the catalog says it is. */
const realPlaces: Check = (plan, catalogue) =>
  plan.days.flatMap((day) =>
    day.items.flatMap((item) => {
      const place = placeOf(catalogue, item);
      if (!place)
        return [
          {
            code: 'unknown_place',
            day: day.day_number,
            placeId: item.itemable_id,
            message: `${item.itemable_type} ${item.itemable_id} is not in the requested destination's catalog.`,
          },
        ];
      if (Math.abs(place.lat - item.latitude) > 1e-6 || Math.abs(place.lng - item.longitude) > 1e-6)
        return [
          {
            code: 'wrong_coordinates',
            day: day.day_number,
            placeId: place.id,
            message: `${place.name} is not where the plan puts it.`,
          },
        ];
      return [];
    }),
  );

const dayCount: Check = (plan, _catalogue, request) =>
  plan.days.length === request.days && plan.days.every((day, index) => day.day_number === index + 1)
    ? []
    : [
        {
          code: 'day_count',
          message: `The plan has ${plan.days.length} day(s) for ${request.days} requested.`,
        },
      ];

const noRepeatedSight: Check = (plan) => {
  const seen = new Map<number, number>();
  const violations: Violation[] = [];
  for (const day of plan.days)
    for (const item of day.items.filter((i) => i.itemable_type === 'attraction')) {
      if (seen.has(item.itemable_id))
        violations.push({
          code: 'repeated_attraction',
          day: day.day_number,
          placeId: item.itemable_id,
          message: `${item.title} is already on day ${seen.get(item.itemable_id)}.`,
        });
      else seen.set(item.itemable_id, day.day_number);
    }
  return violations;
};

const oneVisitPerRestaurantADay: Check = (plan) =>
  plan.days.flatMap((day) => {
    const ids = day.items.filter((i) => i.itemable_type === 'restaurant').map((i) => i.itemable_id);
    return ids
      .filter((id, index) => ids.indexOf(id) !== index)
      .map((id) => ({
        code: 'restaurant_twice_in_day',
        day: day.day_number,
        placeId: id,
        message: `Restaurant ${id} twice on day ${day.day_number}.`,
      }));
  });

const hotelEachNight: Check = (plan) =>
  plan.days.flatMap((day) => {
    const last = day.items.at(-1);
    const hotels = day.items.filter((i) => i.itemable_type === 'hotel');
    return last?.itemable_type === 'hotel' && hotels.length === 1
      ? []
      : [
          {
            code: 'missing_hotel',
            day: day.day_number,
            message: `Day ${day.day_number} does not end at one hotel.`,
          },
        ];
  });

/** Visits and meals start once the place opens and end by its closing time (the catalog's hours). */
const openWhenVisited: Check = (plan, catalogue) =>
  plan.days.flatMap((day) =>
    day.items.flatMap((item) => {
      const place = placeOf(catalogue, item);
      const start = minutes(item.start_time);
      const end = minutes(item.end_time);
      if (!place || item.itemable_type === 'hotel' || place.opens === null || place.closes === null)
        return [];
      const endsAt = end !== null && start !== null && end < start ? end + 1440 : end;
      return start !== null && endsAt !== null && start >= place.opens && endsAt <= place.closes
        ? []
        : [
            {
              code: 'closed',
              day: day.day_number,
              placeId: place.id,
              message: `${place.name} is closed at ${item.start_time}–${item.end_time}.`,
            },
          ];
    }),
  );

/** Each stop starts after the previous one ended (travel included) and the day runs forward. */
const timesIncrease: Check = (plan) =>
  plan.days.flatMap((day) => {
    let previousEnd = -1;
    for (const item of day.items) {
      const start = minutes(item.start_time)!;
      const end = minutes(item.end_time);
      if (start < previousEnd + item.travel_from_previous.duration_minutes)
        return [
          {
            code: 'times_not_increasing',
            day: day.day_number,
            placeId: item.itemable_id,
            message: `${item.title} starts before the previous stop ends plus travel.`,
          },
        ];
      previousEnd = end === null ? start : end;
    }
    return [];
  });

/** The stated budget adds up from catalog prices, and stays within the request's — unless no plan could. */
const withinBudget: Check = (plan, catalogue, request) => {
  const recomputed = roundMoney(
    plan.days.reduce(
      (sum, day) =>
        sum +
        day.items.reduce((s, item) => {
          const place = placeOf(catalogue, item);
          if (!place) return s;
          return (
            s +
            roundMoney(
              place.price *
                (item.itemable_type === 'hotel' ? roomsFor(request.travelers) : request.travelers),
            )
          );
        }, 0),
      0,
    ),
  );
  const violations: Violation[] = [];
  if (Math.abs(recomputed - plan.estimated_budget) > 0.011)
    violations.push({
      code: 'cost_mismatch',
      message: `estimated_budget ${plan.estimated_budget} but the catalog prices add up to ${recomputed}.`,
    });
  if (request.budget !== null && recomputed > request.budget) {
    const impossible = request.budget < minimumCost(catalogue, request);
    const said = plan.warnings.some((w) => w.code === 'over_budget');
    if (!(impossible && said))
      violations.push({
        code: 'over_budget',
        message: `The plan costs ${recomputed}, over the budget of ${request.budget}.`,
      });
  }
  return violations;
};

export const CHECKS: Record<string, Check> = {
  real_places: realPlaces,
  day_count: dayCount,
  no_repeated_attraction: noRepeatedSight,
  restaurant_once_a_day: oneVisitPerRestaurantADay,
  hotel_each_night: hotelEachNight,
  opening_hours: openWhenVisited,
  times_increasing: timesIncrease,
  budget: withinBudget,
};

/** Every constraint a delivered plan must meet, by name: an empty list everywhere means it passes. */
export const checkPlanByConstraint = (plan: CheckedPlan, catalogue: Catalogue, request: PlanRequest) =>
  Object.fromEntries(Object.entries(CHECKS).map(([name, check]) => [name, check(plan, catalogue, request)]));

export const checkPlan = (plan: CheckedPlan, catalogue: Catalogue, request: PlanRequest): Violation[] =>
  Object.values(checkPlanByConstraint(plan, catalogue, request)).flat();
