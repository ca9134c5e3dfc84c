/** A wall-clock time of day in minutes after midnight. */
export type SlotTimes = { startMinutes: number; endMinutes: number | null };

const CLOCK = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/i;

type Clock = { hours: number; minutes: number; meridiem: 'am' | 'pm' | null; hasMinutes: boolean };

const readClock = (text: string): Clock | null => {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'noon') return { hours: 12, minutes: 0, meridiem: null, hasMinutes: true };
  const match = CLOCK.exec(trimmed);
  if (!match) return null;
  const meridiem = match[3] ? (match[3].startsWith('a') ? 'am' : 'pm') : null;
  return {
    hours: Number(match[1]),
    minutes: Number(match[2] ?? 0),
    meridiem,
    hasMinutes: match[2] !== undefined,
  };
};

const minutesOf = (clock: Clock, meridiem: 'am' | 'pm' | null): number | null => {
  const { hours, minutes } = clock;
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    return ((hours % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minutes;
  }
  // A bare number ("3") is not a time of day; "15:00" or "15h30" is.
  if (!clock.hasMinutes || hours > 23) return null;
  return hours * 60 + minutes;
};

/**
 * The clock times in an itinerary's free-text `time_slot`: "09:30", "9:30 AM", "7pm", "14h00",
 * "noon", or a range of them ("09:00-11:30", "9 – 11 am", "10:00 AM to 1:00 PM"). Anything else
 * ("morning", "after lunch", "3") is not a time: the item becomes an all-day event.
 */
export const parseTimeSlot = (slot: string | null | undefined): SlotTimes | null => {
  if (!slot) return null;
  const parts = slot.trim().split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length > 2 || parts.some((part) => part === '')) return null;
  const clocks = parts.map(readClock);
  if (clocks.some((clock) => clock === null)) return null;
  const [start, end] = clocks as Clock[];
  if (!end) {
    const startMinutes = minutesOf(start, start.meridiem);
    return startMinutes === null ? null : { startMinutes, endMinutes: null };
  }
  const endMinutes = minutesOf(end, end.meridiem ?? start.meridiem);
  if (endMinutes === null) return null;
  const startMinutes = start.meridiem
    ? minutesOf(start, start.meridiem)
    : startSharingMeridiem(start, end, endMinutes);
  return startMinutes === null ? null : { startMinutes, endMinutes };
};

/**
 * A range's start without its own am/pm takes the end's ("1 – 3 pm" is 13:00), or the other one
 * when that would start after the end ("11 – 1 pm" is 11:00); with neither, it is a 24-hour time.
 */
const startSharingMeridiem = (start: Clock, end: Clock, endMinutes: number): number | null => {
  if (!end.meridiem) return minutesOf(start, null);
  const other = end.meridiem === 'am' ? 'pm' : 'am';
  const same = minutesOf(start, end.meridiem);
  if (same !== null && same <= endMinutes) return same;
  return minutesOf(start, other) ?? minutesOf(start, null);
};
