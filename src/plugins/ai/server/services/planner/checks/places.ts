import type { Violation } from '../types';
import { type Check, perItem, placeOf } from './context';

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance;

/** Every item is a catalog record of the requested destination(s), where the catalog puts it, at its price. */
export const realPlaces: Check = perItem('real_places', (item, _index, _day, { catalog }) => {
  const place = placeOf(catalog, item);
  if (!place)
    return `${item.itemable_type} ${item.itemable_id} is not in the requested destination's catalog.`;
  if (!close(place.lat, item.latitude, 1e-6) || !close(place.lng, item.longitude, 1e-6))
    return `${place.name} is not where the plan puts it.`;
  if (!close(place.price, item.price, 0.005))
    return `${place.name} costs ${place.price}, not ${item.price} as the plan says.`;
  return null;
});

export const dayCount: Check = (plan, { request }) =>
  plan.days.length === request.days && plan.days.every((day, index) => day.day_number === index + 1)
    ? []
    : [
        {
          code: 'day_count',
          message: `The plan has ${plan.days.length} day(s) for ${request.days} requested.`,
        },
      ];

export const noRepeatedSight: Check = (plan) => {
  const seen = new Map<number, number>();
  const violations: Violation[] = [];
  for (const day of plan.days)
    for (const item of day.items.filter((i) => i.itemable_type === 'attraction')) {
      const first = seen.get(item.itemable_id);
      if (first !== undefined)
        violations.push({
          code: 'repeated_attraction',
          day: day.day_number,
          placeId: item.itemable_id,
          message: `${item.title} is already on day ${first}.`,
        });
      else seen.set(item.itemable_id, day.day_number);
    }
  return violations;
};

export const oneVisitPerRestaurantADay: Check = (plan) =>
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
