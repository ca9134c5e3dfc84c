import type { PlannedItem, PlannedTrip } from '../ports/planned-trip';
import type { PlanAnswer } from '../presenters/plan-answer';
import type { PlanDay } from '../presenters/plan-days';
import type { PlanInput } from '../validators';

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

/** How many itinerary items a plan is saved as (`items_count`). */
export const savedCount = (days: PlanDay[]) => days.reduce((sum, day) => sum + savedItems(day).length, 0);

const plannedItem = (item: PlanDay['items'][number]): PlannedItem => ({
  kind: item.itemable_type,
  placeId: item.itemable_id,
  title: item.title,
  timeSlot: timeSlot(item),
  notes: item.description,
  estimatedCost: item.estimated_cost,
});

/** A delivered plan as the trip it is saved as: the request's words, each day's destination and stops. */
export const plannedTrip = (answer: PlanAnswer, input: PlanInput): PlannedTrip => ({
  title: answer.title,
  description: answer.description,
  noOfDays: input.no_of_days,
  startDate: input.start_date ?? null,
  budget: input.budget ?? 0,
  travelers: answer.request.no_of_travelers,
  interests: input.interests,
  travelStyle: input.travel_style,
  days: answer.days.map((day) => ({
    dayNumber: day.day_number,
    destinationId: day.destination.id,
    items: savedItems(day).map(plannedItem),
  })),
});
