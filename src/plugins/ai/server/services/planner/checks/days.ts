import { hhmm } from '../clock';
import { DAY_END, DAY_START, MEALS } from '../schedule';
import type { MealKind, Violation } from '../types';
import { type Check, minutesOf, perItem, placeOf, requiredMinutes } from './context';

/**
 * Each day starts and ends at one hotel of the day's city: the first and last items are that hotel,
 * no other item is a hotel, and the day's destination is one the request may use.
 */
export const hotelAtBothEnds: Check = (plan, { catalog }) =>
  plan.days.flatMap((day): Violation[] => {
    const wrong = (message: string) => [
      { code: 'hotel_at_both_ends', day: day.day_number, message: `Day ${day.day_number} ${message}` },
    ];
    const first = day.items[0];
    const last = day.items.at(-1);
    if (day.items.length < 2 || first.itemable_type !== 'hotel' || last?.itemable_type !== 'hotel')
      return wrong('does not start and end at a hotel.');
    if (first.itemable_id !== last.itemable_id) return wrong('ends at another hotel than it starts from.');
    if (day.items.slice(1, -1).some((item) => item.itemable_type === 'hotel'))
      return wrong('has a hotel between its stops.');
    if (!catalog.destinations.some((destination) => destination.id === day.destination.id))
      return wrong(`is in ${day.destination.name}, which the request does not name.`);
    const hotel = placeOf(catalog, first);
    if (hotel && hotel.destinationId !== day.destination.id)
      return wrong(`is in ${day.destination.name} but its hotel ${hotel.name} is not.`);
    return [];
  });

/** Every item of a day starts and ends between the day's departure (09:00) and its return (23:30). */
export const dayBounds: Check = perItem('day_bounds', (item, _index, _day, { catalog }) => {
  const start = minutesOf(item.start_time);
  if (start === null) return `${item.title} has no time.`;
  const end = start + requiredMinutes(catalog, item);
  return start >= DAY_START && end <= DAY_END
    ? null
    : `${item.title} at ${item.start_time} is outside the day (${hhmm(DAY_START)}–${hhmm(DAY_END)}).`;
});

/**
 * A restaurant is a meal (lunch or dinner, at most one of each a day) that starts within its window;
 * nothing else claims to be a meal.
 */
export const mealWindows: Check = (plan, input) => {
  const twice = plan.days.flatMap((day) =>
    (['lunch', 'dinner'] as MealKind[])
      .filter((meal) => day.items.filter((item) => item.meal === meal).length > 1)
      .map((meal) => ({
        code: 'meal_windows',
        day: day.day_number,
        message: `Day ${day.day_number} has more than one ${meal}.`,
      })),
  );
  const timed = perItem('meal_windows', (item) => {
    const isRestaurant = item.itemable_type === 'restaurant';
    if (!isRestaurant) return item.meal ? `${item.title} is a ${item.meal} but not at a restaurant.` : null;
    const window = item.meal ? MEALS[item.meal] : undefined;
    if (!window) return `${item.title} is at a restaurant but is neither lunch nor dinner.`;
    const start = minutesOf(item.start_time);
    return start !== null && start >= window.earliest && start <= window.latest
      ? null
      : `${item.title} starts at ${item.start_time}, outside ${item.meal} (${hhmm(window.earliest)}–${hhmm(window.latest)}).`;
  })(plan, input);
  return [...twice, ...timed];
};
