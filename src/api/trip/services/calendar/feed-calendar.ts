import { escapeText } from './ics-text';
import {
  type CalendarItem,
  type CalendarOptions,
  type CalendarTrip,
  calendarText,
  tripEvents,
} from './trip-calendar';

/**
 * How often a subscribed calendar app should poll (RFC 7986 REFRESH-INTERVAL, and Outlook's
 * X-PUBLISHED-TTL): an hour; the ETag makes an unchanged poll a 304.
 */
export const FEED_REFRESH = 'PT1H';

export type FeedTrip = { trip: CalendarTrip; items: CalendarItem[] };

/**
 * Several trips as one subscribable calendar: each trip's events exactly as its own export has
 * them (same UIDs), so a person who imported a trip file and then subscribes sees no new copies.
 */
export const feedCalendar = (trips: FeedTrip[], options: CalendarOptions & { name: string }): string =>
  calendarText(
    options,
    [
      `X-WR-CALNAME:${escapeText(options.name)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ],
    trips.flatMap(({ trip, items }) => tripEvents(trip, items, options)),
  );
