import ICAL from 'ical.js';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createMatrixCallers } from '../helpers/users';

type Json = Record<string, unknown>;
type Item = Json & { id: number };

const DAY = 86_400_000;
const tripDay = (start: string, dayNumber: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + (dayNumber - 1) * DAY).toISOString().slice(0, 10);

/** The calendar file read back with ical.js, an independent RFC 5545 parser. */
const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('GET /trips/{trip}/calendar.ics (RFC 5545)', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  let attraction: Item;
  let restaurant: Item;
  let publicTrip: Item;
  let privateTrip: Item;

  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const calendarOf = (trip: Item, who?: string) => call('get', `/api/trips/${trip.id}/calendar.ics`, who);
  const createTrip = async (body: Json) => {
    const res = await call('post', '/api/trips', 'owner').send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    await createMatrixCallers(app.strapi, 'calendar.test', tokens);
    const destination = (await app.http().get('/api/destinations?per_page=1')).body.data[0] as Item;
    attraction = (await app.http().get(`/api/attractions?destination_id=${destination.id}&per_page=1`)).body
      .data[0];
    restaurant = (await app.http().get(`/api/restaurants?destination_id=${destination.id}&per_page=1`)).body
      .data[0];
    publicTrip = await createTrip({
      title: 'Long weekend, with friends; and food',
      is_public: true,
      start_date: '2027-03-05',
      no_of_days: 3,
      days: [
        {
          day_number: 1,
          items: [
            { type: 'attraction', itemable_id: attraction.id, time_slot: '10:00' },
            {
              title: 'Walk, then coffee',
              time_slot: 'afternoon',
              notes: 'Line one\nline two; more',
              price: 12,
            },
          ],
        },
        { day_number: 2, items: [{ type: 'restaurant', id: restaurant.id, time: '7pm - 9:30 pm' }] },
        { day_number: 3, items: [{ title: 'Départ — très tôt, 出発 '.repeat(4), time_slot: '05:15' }] },
      ],
    });
    privateTrip = await createTrip({
      title: 'Private',
      start_date: '2027-04-01',
      days: [{ items: [{ title: 'Secret dinner', time_slot: '20:00' }] }],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is a text/calendar attachment with CRLF lines of at most 75 octets', async () => {
    const res = await calendarOf(publicTrip, 'owner');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="trip-${publicTrip.id}.ics"`);
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long title was folded
  });

  it('has one event per itinerary item, matching the itinerary', async () => {
    const events = eventsOf((await calendarOf(publicTrip, 'owner')).text);
    const items = publicTrip.itinerary_items as Item[];
    expect(events.map((e) => e.uid)).toEqual(
      items.map((item) => `trip-${publicTrip.id}-item-${item.id}@localhost`),
    );
    const start = publicTrip.start_date as string;
    for (const [index, item] of items.entries()) {
      const event = events[index];
      const place = item.itemable as Item | null;
      expect(event.summary).toBe(item.title ?? place?.name);
      expect(event.startDate.toString().slice(0, 10)).toBe(tripDay(start, item.day_number as number));
      const lat = (item.latitude ?? place?.latitude ?? null) as number | null;
      const lng = (item.longitude ?? place?.longitude ?? null) as number | null;
      const geo = event.component.getFirstPropertyValue('geo') as number[] | null;
      if (lat === null || lng === null) expect(geo).toBeNull();
      else expect(geo).toEqual([lat, lng]);
    }
    const [sight, walk, dinner, departure] = events;
    expect([sight.startDate.toString(), sight.startDate.isDate]).toEqual(['2027-03-05T10:00:00', false]);
    const minutes = (attraction.duration_minutes as number | null) ?? 60;
    expect(sight.endDate.subtractDate(sight.startDate).toSeconds()).toBe(minutes * 60);
    expect(sight.location).toContain(attraction.name as string);
    expect(walk.startDate.isDate).toBe(true);
    expect(walk.endDate.toString()).toBe('2027-03-06');
    expect(walk.description).toBe('Line one\nline two; more\nWhen: afternoon\nEstimated cost: 12');
    expect([dinner.startDate.toString(), dinner.endDate.toString()]).toEqual([
      '2027-03-06T19:00:00',
      '2027-03-06T21:30:00',
    ]);
    expect(departure.summary).toBe('Départ — très tôt, 出発 '.repeat(4).trim());
    expect(departure.startDate.toString()).toBe('2027-03-07T05:15:00');
  });

  it('keeps every UID when an item changes, so a re-import updates the event', async () => {
    const before = eventsOf((await calendarOf(publicTrip, 'owner')).text);
    const walk = (publicTrip.itinerary_items as Item[])[1];
    const update = await call('put', `/api/trips/${publicTrip.id}/items/${walk.id}`, 'owner').send({
      title: 'Museum instead',
      time_slot: '14:00-16:00',
      day_number: 2,
    });
    expect(update.status).toBe(200);
    const after = eventsOf((await calendarOf(publicTrip, 'owner')).text);
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    const changed = after.find((e) => e.uid === before[1].uid)!;
    expect([changed.summary, changed.startDate.toString(), changed.endDate.toString()]).toEqual([
      'Museum instead',
      '2027-03-06T14:00:00',
      '2027-03-06T16:00:00',
    ]);
  });

  it.each([
    ['the owner', 'public', 'owner', 200],
    ['another user', 'public', 'other', 200],
    ['an admin', 'public', 'admin', 200],
    ['the owner', 'private', 'owner', 200],
    ['an admin', 'private', 'admin', 200],
    ['another user', 'private', 'other', 404],
    ['an unverified user', 'public', 'unverified', 403],
    ['an anonymous caller', 'public', undefined, 401],
  ])(
    'answers %s on a %s trip (token: %s) with %i, like GET /trips/{trip}',
    async (_who, kind, who, status) => {
      const trip = kind === 'public' ? publicTrip : privateTrip;
      const [calendar, show] = await Promise.all([
        calendarOf(trip, who),
        call('get', `/api/trips/${trip.id}`, who),
      ]);
      expect(calendar.status).toBe(status);
      expect(show.status).toBe(status);
      if (status !== 200) {
        expect(calendar.headers['content-type']).toMatch(/^application\/json/);
        expect(calendar.body.error.type).toBe(show.body.error.type);
      } else {
        expect(calendar.text).toContain(`X-WR-CALNAME:`);
      }
    },
  );

  it('answers 404 for a missing, malformed or deleted trip', async () => {
    expect((await call('get', '/api/trips/999999/calendar.ics', 'owner')).status).toBe(404);
    expect((await call('get', '/api/trips/abc/calendar.ics', 'owner')).status).toBe(404);
    const gone = await createTrip({ title: 'Gone', start_date: '2027-05-01' });
    expect((await call('delete', `/api/trips/${gone.id}`, 'owner')).status).toBe(200);
    expect((await calendarOf(gone, 'owner')).status).toBe(404);
  });

  it('answers 422 no_start_date for a trip without a start date', async () => {
    const undated = await createTrip({ title: 'Someday' });
    await app.strapi.db
      .query('api::trip.trip')
      .update({ where: { id: undated.id }, data: { start_date: null } });
    const res = await calendarOf(undated, 'owner');
    expect(res.status).toBe(422);
    expect(res.body.error.type).toBe('no_start_date');
  });
});
