import ICAL from 'ical.js';
import { type CalendarItem, tripCalendar } from './trip-calendar';

const trip = {
  id: 7,
  title: 'Cairo, slowly; with friends',
  description: 'Pyramids\nand the Nile',
  start_date: '2026-12-30',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const item = (id: number, fields: Partial<CalendarItem>): CalendarItem => ({
  id,
  itemable_type: null,
  itemable: null,
  day_number: 1,
  type: null,
  time_slot: null,
  title: null,
  notes: null,
  estimated_cost: null,
  latitude: null,
  longitude: null,
  location_label: null,
  updated_at: '2026-11-21T08:30:00.000Z',
  ...fields,
});
const options = { uidDomain: 'trips.example.com', productId: '-//Travel Planner//Trips//EN' };

// Calendar clients read these de-facto properties as TEXT; ical.js leaves unknown X- values escaped.
for (const name of ['x-wr-calname', 'x-wr-caldesc'])
  (ICAL.design.icalendar.property as Record<string, object>)[name] = { defaultType: 'text' };

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
};

describe('tripCalendar (RFC 5545, read back with ical.js)', () => {
  const items = [
    item(1, {
      itemable_type: 'attraction',
      itemable: {
        name: 'Giza Pyramids',
        address: 'Al Haram',
        latitude: 29.9792,
        longitude: 31.1342,
        duration_minutes: 150,
      },
      time_slot: '09:30',
      notes: 'Bring water, a hat; and cash',
      estimated_cost: 20,
    }),
    item(2, {
      title: 'Dinner cruise',
      time_slot: '7pm - 10:30 pm',
      location_label: 'Nile, Cairo',
      latitude: 30.05,
      longitude: 31.23,
    }),
    item(3, { day_number: 2, title: 'Free morning', time_slot: 'morning' }),
    item(4, {
      day_number: 3,
      itemable_type: 'flight',
      itemable: {
        airline: 'EgyptAir',
        flight_number: 'MS985',
        departure_airport: 'CAI',
        arrival_airport: 'JFK',
        departure_date: '2027-01-01T11:00:00.000Z',
        arrival_date: '2027-01-01T23:15:00.000Z',
      },
    }),
    item(5, { day_number: 3, title: 'Late show', time_slot: '22:00-01:00' }),
  ];
  const text = tripCalendar(trip, items, options);
  const { calendar, events } = parse(text);

  it('is a VCALENDAR 2.0 with the trip as its name and one event per item, in order', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(options.productId);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(trip.title);
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(trip.description);
    expect(events.map((e) => e.uid)).toEqual(
      [1, 2, 3, 4, 5].map((id) => `trip-7-item-${id}@trips.example.com`),
    );
  });

  it('places a clock time on its trip day, for the catalog duration, in floating local time', () => {
    const [pyramids] = events;
    expect(pyramids.summary).toBe('Giza Pyramids');
    expect(pyramids.startDate.toString()).toBe('2026-12-30T09:30:00');
    expect(pyramids.endDate.toString()).toBe('2026-12-30T12:00:00');
    expect(pyramids.startDate.isDate).toBe(false);
    expect(pyramids.startDate.zone?.tzid).toBe('floating');
    expect(pyramids.location).toBe('Giza Pyramids, Al Haram');
    expect(pyramids.description).toBe('Bring water, a hat; and cash\nEstimated cost: 20');
    expect(pyramids.component.getFirstPropertyValue('geo')).toEqual([29.9792, 31.1342]);
    expect(pyramids.component.getFirstPropertyValue('categories')).toBe('attraction');
    expect(String(pyramids.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-21T08:30:00Z');
  });

  it('uses a range as start and end, across midnight when the end is earlier', () => {
    expect([events[1].startDate.toString(), events[1].endDate.toString()]).toEqual([
      '2026-12-30T19:00:00',
      '2026-12-30T22:30:00',
    ]);
    expect(events[1].location).toBe('Nile, Cairo');
    expect([events[4].startDate.toString(), events[4].endDate.toString()]).toEqual([
      '2027-01-01T22:00:00',
      '2027-01-02T01:00:00',
    ]);
  });

  it('makes an untimed item an all-day event on its day, keeping the slot in the description', () => {
    const free = events[2];
    expect(free.startDate.isDate).toBe(true);
    expect(free.startDate.toString()).toBe('2026-12-31');
    expect(free.endDate.toString()).toBe('2027-01-01');
    expect(free.description).toBe('When: morning');
    expect(free.component.getFirstPropertyValue('geo')).toBeNull();
  });

  it("keeps a flight's own UTC times", () => {
    const flight = events[3];
    expect(flight.summary).toBe('Flight EgyptAir MS985 CAI → JFK');
    expect(flight.startDate.toString()).toBe('2027-01-01T11:00:00Z');
    expect(flight.endDate.toString()).toBe('2027-01-01T23:15:00Z');
  });

  it('is the same text for the same itinerary (stable UIDs and stamps)', () => {
    expect(tripCalendar(trip, items, options)).toBe(text);
  });

  it('is a valid file for a trip without items', () => {
    const empty = parse(tripCalendar({ ...trip, description: null }, [], options));
    expect(empty.events).toEqual([]);
    expect(empty.calendar.getFirstPropertyValue('x-wr-caldesc')).toBeNull();
  });
});
