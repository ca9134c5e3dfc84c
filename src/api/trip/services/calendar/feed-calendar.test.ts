import ICAL from 'ical.js';
import { feedCalendar } from './feed-calendar';
import { tripCalendar, type CalendarItem } from './trip-calendar';

const options = { uidDomain: 'example.test', productId: '-//Test//Trips//EN', name: 'My trips; all' };
const item = (id: number, title: string, day_number = 1): CalendarItem => ({
  id,
  itemable_type: null,
  itemable: null,
  day_number,
  type: null,
  time_slot: '10:00',
  title,
  notes: null,
  estimated_cost: null,
  latitude: null,
  longitude: null,
  location_label: null,
  updated_at: '2026-11-01T08:00:00.000Z',
});
const trip = (id: number, start_date: string) => ({
  id,
  title: `Trip ${id}`,
  description: null,
  start_date,
  updated_at: null,
});
const vevents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => v.toString());

describe('feedCalendar (several trips as one subscribable calendar)', () => {
  const spring = { trip: trip(1, '2027-03-05'), items: [item(10, 'Museum'), item(11, 'Walk', 2)] };
  const summer = { trip: trip(2, '2027-07-01'), items: [item(20, 'Beach')] };
  const text = feedCalendar([spring, summer], options);
  const calendar = new ICAL.Component(ICAL.parse(text));

  it('names the calendar and asks for an hourly refresh', () => {
    // ical.js keeps an X- property's raw text: the name is TEXT, escaped as RFC 5545 §3.3.11 says.
    expect(text).toContain('\r\nX-WR-CALNAME:My trips\\; all\r\n');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it("holds each trip's events exactly as its own export writes them, in the given order", () => {
    const exported = [spring, summer].flatMap(({ trip: t, items }) =>
      vevents(tripCalendar(t, items, options)),
    );
    expect(vevents(text)).toEqual(exported);
    expect(exported).toHaveLength(3);
  });

  it('is the same text for the same trips (what the ETag relies on), and a valid empty calendar', () => {
    expect(feedCalendar([spring, summer], options)).toBe(text);
    expect(vevents(feedCalendar([], options))).toEqual([]);
  });
});
