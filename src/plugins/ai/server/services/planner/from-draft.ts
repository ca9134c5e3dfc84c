import type { GroundedDraft } from './draft';
import { MEALS, mealStop, scheduleDay, visitStop } from './schedule';
import type { Plan, PlanRequest, Settings, Stop } from './types';

const minutesOf = (time: string) => {
  const match = /(\d{1,2}):(\d{2})\s*(am|pm)?/i.exec(time);
  if (!match) return null;
  const hours = (Number(match[1]) % (match[3] ? 12 : 24)) + (match[3]?.toLowerCase() === 'pm' ? 12 : 0);
  return hours * 60 + Number(match[2]);
};

/**
 * The model's plan as it stands: its days, hotels and order, timed by our scheduler (travel at the
 * average speed, waits for opening). Null when a day has no real hotel: only the solver can fix that.
 * Whatever else is wrong (closed places, repeats, budget) the checker finds in the result.
 */
export const planFromDraft = (
  grounded: GroundedDraft,
  request: PlanRequest,
  settings: Settings,
  destinationOf: (id: number) => Plan['days'][number]['destination'] | undefined,
): Plan | null => {
  const days: Plan['days'] = [];
  for (const [index, day] of grounded.days.entries()) {
    if (!day.hotel) return null;
    const destination = destinationOf(day.hotel.destinationId);
    if (!destination) return null;
    let meals = 0;
    const stops: Stop[] = day.items.map(({ place, time }) => {
      if (place.kind === 'attraction') return visitStop(place);
      meals += 1;
      const meal = (minutesOf(time) ?? (meals === 1 ? 720 : 1140)) < 16 * 60 ? 'lunch' : 'dinner';
      const window = MEALS[meal];
      return (
        mealStop(place, meal) ?? {
          place,
          meal,
          earliest: window.earliest,
          latest: window.latest,
          duration: window.duration,
        }
      );
    });
    const schedule = scheduleDay(day.hotel, stops, settings);
    days.push({
      dayNumber: index + 1,
      destination,
      hotel: day.hotel,
      departs: schedule.departs,
      stops: schedule.stops,
      back: schedule.back,
      returns: schedule.returns,
    });
  }
  return { days, warnings: [] };
};
