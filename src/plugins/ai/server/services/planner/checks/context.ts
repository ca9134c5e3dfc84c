import type { PlanDay, PlanItem } from '../../../presenters/plan-days';
import { MEALS } from '../schedule';
import type { LatLng } from '../../../../../../lib/geo';
import type { Catalog, Place, PlanRequest, Settings, Violation } from '../types';

/** What the checker is given: the plan as it would be delivered. */
export type CheckedPlan = {
  days: PlanDay[];
  estimated_budget: number;
  warnings: Array<{ code: string }>;
};

/** What a plan is checked against: the catalog slice it may use, the request, and the travel speed. */
export type CheckInput = { catalog: Catalog; request: PlanRequest; settings: Settings };

export type Check = (plan: CheckedPlan, input: CheckInput) => Violation[];

/** `HH:MM` as minutes after midnight; null when absent or not a time. */
export const minutesOf = (time: string | null | undefined): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export const placeOf = (catalog: Catalog, item: PlanItem): Place | undefined =>
  ({ attraction: catalog.attractions, restaurant: catalog.restaurants, hotel: catalog.hotels })[
    item.itemable_type
  ]?.find((place) => place.id === item.itemable_id);

/** Where an item is: the catalog's coordinates when it names a record, else what the plan says. */
export const positionOf = (catalog: Catalog, item: PlanItem): LatLng => {
  const place = placeOf(catalog, item);
  return place ? { lat: place.lat, lng: place.lng } : { lat: item.latitude, lng: item.longitude };
};

/**
 * How long an item must last, whatever the plan says: a meal's length, a sight's catalog visit,
 * nothing for a hotel.
 */
export const requiredMinutes = (catalog: Catalog, item: PlanItem): number => {
  if (item.itemable_type === 'hotel') return 0;
  if (item.meal && MEALS[item.meal]) return MEALS[item.meal].duration;
  return placeOf(catalog, item)?.durationMinutes ?? 0;
};

/** One violation per offending item of a day, from a predicate that explains what is wrong (or null). */
export const perItem =
  (code: string, wrong: (item: PlanItem, index: number, day: PlanDay, input: CheckInput) => string | null) =>
  (plan: CheckedPlan, input: CheckInput): Violation[] =>
    plan.days.flatMap((day) =>
      day.items.flatMap((item, index) => {
        const message = wrong(item, index, day, input);
        return message === null
          ? []
          : [
              {
                code,
                day: day.day_number,
                placeId: item.itemable_id,
                message: `Day ${day.day_number}: ${message}`,
              },
            ];
      }),
    );
