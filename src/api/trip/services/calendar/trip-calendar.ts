import { contentLines, escapeText, icsDate, icsFloating, icsUtc } from './ics-text';
import { parseTimeSlot } from './time-slot';

type Place = Record<string, unknown> | null;
export type CalendarItem = {
  id: number;
  itemable_type: string | null;
  itemable: Place;
  day_number: number;
  type: string | null;
  time_slot: string | null;
  title: string | null;
  notes: string | null;
  estimated_cost: number | null;
  latitude: number | null;
  longitude: number | null;
  location_label: string | null;
  updated_at: string | null;
};
export type CalendarTrip = {
  id: number;
  title: string;
  description: string | null;
  start_date: string;
  updated_at: string | null;
};
export type CalendarOptions = { uidDomain: string; productId: string };

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
/** A timed item with no end and no catalog duration lasts an hour. */
const DEFAULT_MINUTES = 60;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const summaryOf = (item: CalendarItem) => {
  if (item.itemable_type === 'flight' && item.itemable) {
    const f = item.itemable;
    const route = [text(f.departure_airport), text(f.arrival_airport)].filter(Boolean).join(' → ');
    const flight = [text(f.airline), text(f.flight_number)].filter(Boolean).join(' ');
    return text(item.title) ?? (`Flight ${flight} ${route}`.replace(/\s+/g, ' ').trim() || 'Flight');
  }
  return text(item.title) ?? text(item.itemable?.name) ?? text(item.type) ?? `Day ${item.day_number}`;
};

const locationOf = (item: CalendarItem) => {
  const place = item.itemable;
  const named = [text(place?.name), text(place?.address), text(place?.city_name)].filter(Boolean);
  return text(item.location_label) ?? (named.length ? [...new Set(named)].join(', ') : null);
};

const coordinatesOf = (item: CalendarItem): [number, number] | null => {
  const lat = item.latitude ?? numberOf(item.itemable?.latitude);
  const lon = item.longitude ?? numberOf(item.itemable?.longitude);
  return lat !== null && lon !== null ? [lat, lon] : null;
};

const descriptionOf = (item: CalendarItem) =>
  [
    text(item.notes),
    text(item.time_slot) && !parseTimeSlot(item.time_slot) ? `When: ${text(item.time_slot)}` : null,
    item.estimated_cost !== null
      ? `Estimated cost: ${[item.estimated_cost, text(item.itemable?.currency)].filter(Boolean).join(' ')}`
      : null,
  ]
    .filter(Boolean)
    .join('\n');

/** When the item happens: a clock time on its day, a flight's own times, or the whole day. */
const whenLines = (item: CalendarItem, day: Date): string[] => {
  const slot = parseTimeSlot(item.time_slot);
  if (slot) {
    const start = new Date(day.getTime() + slot.startMinutes * MINUTE);
    const catalogMinutes = numberOf(item.itemable?.duration_minutes);
    let end =
      slot.endMinutes !== null
        ? new Date(day.getTime() + slot.endMinutes * MINUTE)
        : new Date(start.getTime() + (catalogMinutes || DEFAULT_MINUTES) * MINUTE);
    // "22:00-01:00" ends after midnight.
    if (end <= start) end = new Date(end.getTime() + DAY);
    return [`DTSTART:${icsFloating(start)}`, `DTEND:${icsFloating(end)}`];
  }
  const departs = text(item.itemable?.departure_date);
  const arrives = text(item.itemable?.arrival_date);
  if (item.itemable_type === 'flight' && departs && arrives && new Date(arrives) > new Date(departs)) {
    return [`DTSTART:${icsUtc(new Date(departs))}`, `DTEND:${icsUtc(new Date(arrives))}`];
  }
  return [`DTSTART;VALUE=DATE:${icsDate(day)}`, `DTEND;VALUE=DATE:${icsDate(new Date(day.getTime() + DAY))}`];
};

const eventLines = (
  trip: CalendarTrip,
  item: CalendarItem,
  options: CalendarOptions,
  fallbackStamp: Date,
) => {
  const day = new Date(Date.parse(`${trip.start_date}T00:00:00Z`) + (item.day_number - 1) * DAY);
  const stamp = icsUtc(item.updated_at ? new Date(item.updated_at) : fallbackStamp);
  const location = locationOf(item);
  const coordinates = coordinatesOf(item);
  const description = descriptionOf(item);
  const category = item.itemable_type ?? text(item.type);
  return [
    'BEGIN:VEVENT',
    // One UID per itinerary item, forever: a re-import updates the event instead of adding a copy.
    `UID:trip-${trip.id}-item-${item.id}@${options.uidDomain}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    ...whenLines(item, day),
    `SUMMARY:${escapeText(summaryOf(item))}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(coordinates ? [`GEO:${coordinates[0]};${coordinates[1]}`] : []),
    ...(category ? [`CATEGORIES:${escapeText(category)}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
};

/** A trip's events: one VEVENT per itinerary item, in itinerary order (the lines, unfolded). */
export const tripEvents = (trip: CalendarTrip, items: CalendarItem[], options: CalendarOptions): string[] => {
  const fallbackStamp = trip.updated_at ? new Date(trip.updated_at) : new Date(0);
  return items.flatMap((item) => eventLines(trip, item, options, fallbackStamp));
};

/** The VCALENDAR around events: `headers` are the calendar's own properties (name, refresh…). */
export const calendarText = (options: CalendarOptions, headers: string[], events: string[]): string =>
  contentLines([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...headers,
    ...events,
    'END:VCALENDAR',
  ]);

/** A trip as an RFC 5545 calendar: one VEVENT per itinerary item, in itinerary order. */
export const tripCalendar = (trip: CalendarTrip, items: CalendarItem[], options: CalendarOptions): string =>
  calendarText(
    options,
    [
      `X-WR-CALNAME:${escapeText(trip.title)}`,
      ...(trip.description ? [`X-WR-CALDESC:${escapeText(trip.description)}`] : []),
    ],
    tripEvents(trip, items, options),
  );
