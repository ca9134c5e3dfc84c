import { ValidationError } from '../../../../plugins/contract/public';
import { addDays } from './dates';

/** CONTRACT §10: a trip holds at most 60 days and 50 itinerary items a day. */
export const MAX_TRIP_DAYS = 60;
export const MAX_DAY_ITEMS = 50;

export const TOO_MANY_DAYS = `A trip may not have more than ${MAX_TRIP_DAYS} days.`;
export const TOO_LATE_A_DAY = `The day number may not be greater than ${MAX_TRIP_DAYS}.`;
export const TOO_MANY_ITEMS = `A day may not have more than ${MAX_DAY_ITEMS} itinerary items.`;
const TOO_LONG = `The end date may not be more than ${MAX_TRIP_DAYS} days after the start date.`;

/**
 * Where an itinerary entry came from in the request, so that a refusal names the field the caller
 * sent: `day` decided its day number (`days.3.day_number`, `items.7.day_number`, or `days` for a day
 * numbered by its position), `items` is the list it sits in (`days.3.items`, `items`).
 */
export type EntrySource = { day: string; items: string };

type Placed = { day_number: number; source?: EntrySource };

/** The list an entry without a recorded source is reported in: its day's place in `days[]`. */
const itemsField = (entry: Placed) => entry.source?.items ?? `days.${entry.day_number - 1}.items`;

/**
 * A new itinerary within the limits, checked before anything is written: no day past the 60th,
 * no day with more than 50 items (entries of one day may come from several lists: the list
 * holding the 51st is named).
 */
export const assertItineraryFits = (entries: Placed[]) => {
  const perDay = new Map<number, number>();
  for (const entry of entries) {
    if (entry.day_number > MAX_TRIP_DAYS)
      throw ValidationError.field(entry.source?.day ?? 'days', TOO_LATE_A_DAY);
    const count = (perDay.get(entry.day_number) ?? 0) + 1;
    if (count > MAX_DAY_ITEMS) throw ValidationError.field(itemsField(entry), TOO_MANY_ITEMS);
    perDay.set(entry.day_number, count);
  }
};

/**
 * A trip's length within the limit: its dates (the end at most 60 days after the start, as a 60-day
 * trip's default end is; an agency's trip takes its length from them), and `no_of_days`.
 */
export const assertLengthFits = ({
  no_of_days,
  start_date,
  end_date,
}: {
  no_of_days?: number | null;
  start_date?: string | null;
  end_date?: string | null;
}) => {
  if (start_date && end_date && end_date > addDays(start_date, MAX_TRIP_DAYS))
    throw ValidationError.field('end_date', TOO_LONG);
  if (no_of_days != null && no_of_days > MAX_TRIP_DAYS)
    throw ValidationError.field('no_of_days', TOO_MANY_DAYS);
};

/** One more item on a day that already holds `count`: refused on `field` when the day is full or past the 60th. */
export const assertRoomOnDay = (dayNumber: number, count: number, field: string) => {
  if (dayNumber > MAX_TRIP_DAYS) throw ValidationError.field(field, TOO_LATE_A_DAY);
  if (count >= MAX_DAY_ITEMS) throw ValidationError.field(field, TOO_MANY_ITEMS);
};
