import { hhmm } from '../clock';
import { distanceKm } from '../../../../../../lib/geo';
import type { PlanDay } from '../../../presenters/plan-days';
import type { Violation } from '../types';
import {
  type Check,
  type CheckInput,
  minutesOf,
  perItem,
  placeOf,
  positionOf,
  requiredMinutes,
} from './context';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The leg into each item of a day, from the catalog's coordinates at the configured speed (none into the first). */
const legsOf = (day: PlanDay, { catalog, settings }: CheckInput) =>
  day.items.map((item, index) => {
    if (index === 0) return { km: 0, minutes: 0 };
    const km = distanceKm(positionOf(catalog, day.items[index - 1]), positionOf(catalog, item));
    return { km, minutes: Math.ceil((km / settings.averageSpeedKmh) * 60) };
  });

/**
 * Each item's `travel_from_previous` is the leg from the previous item recomputed from coordinates
 * (none before the day's first item, the hotel), and the day's `total_distance_km` is their sum:
 * the closed tour from the hotel back to it.
 */
export const travelTimes: Check = (plan, input) =>
  plan.days.flatMap((day): Violation[] => {
    const legs = legsOf(day, input);
    const wrong = day.items.flatMap((item, index) => {
      const stated = item.travel_from_previous;
      const leg = legs[index];
      return Math.abs(stated.distance_km - round2(leg.km)) <= 0.011 && stated.duration_minutes === leg.minutes
        ? []
        : [
            {
              code: 'travel_times',
              day: day.day_number,
              placeId: item.itemable_id,
              message:
                `Day ${day.day_number}: the way to ${item.title} is ${round2(leg.km)} km and ${leg.minutes} min, ` +
                `not ${stated.distance_km} km and ${stated.duration_minutes} min.`,
            },
          ];
    });
    const total = legs.reduce((sum, leg) => sum + round2(leg.km), 0);
    if (Math.abs(day.total_distance_km - total) > 0.01 + 0.005 * legs.length)
      wrong.push({
        code: 'travel_times',
        day: day.day_number,
        placeId: day.items[0]?.itemable_id,
        message: `Day ${day.day_number} covers ${round2(total)} km from its hotel and back, not ${day.total_distance_km}.`,
      });
    return wrong;
  });

/** Visits and meals start once the place opens and last their length before it closes (the catalog's hours). */
export const openWhenVisited: Check = perItem('opening_hours', (item, _index, _day, { catalog }) => {
  const place = placeOf(catalog, item);
  const start = minutesOf(item.start_time);
  if (!place || item.itemable_type === 'hotel' || place.opens === null || place.closes === null) return null;
  const end = start === null ? null : start + requiredMinutes(catalog, item);
  return start !== null && end !== null && start >= place.opens && end <= place.closes
    ? null
    : `${place.name} is open ${hhmm(place.opens)}–${hhmm(place.closes)}, not at ${item.start_time} for ${requiredMinutes(catalog, item)} min.`;
});

/**
 * Each item starts no earlier than the previous one ends (its start plus its required length) plus
 * the recomputed travel, and a stated end is its start plus that length: the plan's own times and
 * legs are not trusted.
 */
export const timesIncrease: Check = (plan, input) =>
  plan.days.flatMap((day): Violation[] => {
    const legs = legsOf(day, input);
    let previousEnd = -Infinity;
    for (const [index, item] of day.items.entries()) {
      const start = minutesOf(item.start_time);
      const length = requiredMinutes(input.catalog, item);
      const statedEnd = minutesOf(item.end_time);
      const fault =
        start === null
          ? `${item.title} has no start time.`
          : start < previousEnd + legs[index].minutes
            ? `${item.title} starts at ${item.start_time}, before the previous stop ends plus ${legs[index].minutes} min of travel.`
            : item.end_time !== null && statedEnd !== start + length
              ? `${item.title} ends at ${item.end_time}, but lasts ${length} min from ${item.start_time}.`
              : null;
      if (fault)
        return [
          {
            code: 'times_not_increasing',
            day: day.day_number,
            placeId: item.itemable_id,
            message: `Day ${day.day_number}: ${fault}`,
          },
        ];
      previousEnd = start! + length;
    }
    return [];
  });
