import { withinBudget } from './checks/budget';
import type { Check, CheckedPlan, CheckInput } from './checks/context';
import { dayBounds, hotelAtBothEnds, mealWindows } from './checks/days';
import { dayCount, noRepeatedSight, oneVisitPerRestaurantADay, realPlaces } from './checks/places';
import { openWhenVisited, timesIncrease, travelTimes } from './checks/times';
import type { Violation } from './types';

export type { CheckedPlan, CheckInput } from './checks/context';

/**
 * Every rule of CONTRACT §4 a delivered plan must meet, by name. The checker trusts nothing the plan
 * computed: places, prices and coordinates come from the catalog, legs from the coordinates at the
 * configured speed, lengths of visits and meals from the catalog and the meal rules.
 */
export const CHECKS: Record<string, Check> = {
  real_places: realPlaces,
  day_count: dayCount,
  hotel_at_both_ends: hotelAtBothEnds,
  no_repeated_attraction: noRepeatedSight,
  restaurant_once_a_day: oneVisitPerRestaurantADay,
  meal_windows: mealWindows,
  opening_hours: openWhenVisited,
  day_bounds: dayBounds,
  travel_times: travelTimes,
  times_increasing: timesIncrease,
  budget: withinBudget,
};

/** Each rule's violations: an empty list everywhere means the plan passes. */
export const checkPlanByConstraint = (plan: CheckedPlan, input: CheckInput): Record<string, Violation[]> =>
  Object.fromEntries(Object.entries(CHECKS).map(([name, check]) => [name, check(plan, input)]));

export const checkPlan = (plan: CheckedPlan, input: CheckInput): Violation[] =>
  Object.values(checkPlanByConstraint(plan, input)).flat();
