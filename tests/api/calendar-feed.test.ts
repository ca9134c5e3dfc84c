import { createHash } from 'crypto';
import ICAL from 'ical.js';
import { captureLog, type CapturedLog } from '../helpers/log-capture';
import { bootStrapi, TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, unknown>;
type Item = Json & { id: number };

const APP_URL = 'https://trips.example.test';
const FEED_URL = new RegExp(`^${APP_URL}/api/calendar/([A-Za-z0-9_-]{43})\\.ics$`);

/** The calendar read back with ical.js, an independent RFC 5545 parser. */
const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, uids: events.map((event) => event.uid) };
};

describe('Calendar feeds: GET /me/calendar-feed, rotate, GET /calendar/{secret}.ics', () => {
  let app: TestApp;
  let log: CapturedLog;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const trips: Record<string, Item> = {};

  const call = (method: 'get' | 'post' | 'put', path: string, who?: string) => {
    const req = app.http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const createTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };
  const feedUrlOf = async (who: string) => {
    const res = await call('get', '/api/me/calendar-feed', who);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body.data.url as string;
  };
  /** The feed as a calendar app asks for it: no token, only the URL. */
  const getFeed = (url: string, etag?: string) => {
    const req = app.http().get(url.slice(APP_URL.length));
    return etag ? req.set('If-None-Match', etag) : req;
  };
  const exportedUids = async (trip: Item) => {
    const res = await call('get', `/api/trips/${trip.id}/calendar.ics`, 'owner');
    expect(res.status).toBe(200);
    return parse(res.text).uids;
  };
  const feedRow = (userId: number) =>
    app.strapi.db.connection('calendar_feeds').where({ user_id: userId }).first() as Promise<Json>;

  beforeAll(async () => {
    app = await bootStrapi({ env: { APP_URL, ACCESS_LOG: 'true', LOG_FORMAT: 'json' } });
    log = captureLog(app);
    for (const name of ['owner', 'other', 'newcomer']) {
      const user = await createUser(app.strapi, { email: `${name}@feeds.test` });
      ids[name] = user.id;
      tokens[name] = await tokenFor(app.strapi, user);
    }
    const day = (items: Json[]) => [{ day_number: 1, items }];
    trips.spring = await createTrip('owner', {
      title: 'Spring',
      start_date: '2027-03-05',
      no_of_days: 2,
      days: [
        ...day([{ title: 'Museum', time_slot: '10:00' }]),
        { day_number: 2, items: [{ title: 'Walk', time_slot: 'afternoon' }] },
      ],
    });
    trips.summer = await createTrip('owner', {
      title: 'Summer',
      start_date: '2027-07-01',
      days: day([{ title: 'Beach', time_slot: '09:00-12:00' }]),
    });
    trips.cancelled = await createTrip('owner', {
      title: 'Called off',
      status: 'cancelled',
      start_date: '2027-05-01',
      days: day([{ title: 'Never happens' }]),
    });
    trips.undated = await createTrip('owner', { title: 'Someday', days: day([{ title: 'Maybe' }]) });
    await app.strapi.db
      .query('api::trip.trip')
      .update({ where: { id: trips.undated.id }, data: { start_date: null } });
    trips.others = await createTrip('other', {
      title: 'Not yours',
      start_date: '2027-03-06',
      days: day([{ title: 'Their dinner', time_slot: '20:00' }]),
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 without a token, in the error envelope', async () => {
    for (const res of [
      await call('get', '/api/me/calendar-feed'),
      await call('post', '/api/me/calendar-feed/rotate'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: { status: 401 } });
    }
  });

  it('gives an absolute URL on APP_URL, the same on every call, and stores only the hash of its secret', async () => {
    const url = await feedUrlOf('owner');
    const secret = FEED_URL.exec(url)?.[1];
    expect(secret).toBeDefined();
    expect(await feedUrlOf('owner')).toBe(url);
    const row = await feedRow(ids.owner);
    expect(row.secret_hash).toBe(createHash('sha256').update(secret!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret!);
    expect(await feedUrlOf('other')).not.toBe(url);
  });

  it("serves the owner's live trips with their exports' events, skipping cancelled and undated trips", async () => {
    const res = await getFeed(await feedUrlOf('owner'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const { calendar, events, uids } = parse(res.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Travel Planner trips');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    expect(res.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(uids).toEqual([...(await exportedUids(trips.spring)), ...(await exportedUids(trips.summer))]);
    expect(uids).toHaveLength(3);
    expect(uids.every((uid) => uid.endsWith('@trips.example.test'))).toBe(true);
    expect(events.map((event) => event.summary)).toEqual(['Museum', 'Walk', 'Beach']);
    expect(events[2].startDate.toString()).toBe('2027-07-01T09:00:00');
    for (const absent of [trips.cancelled, trips.undated, trips.others])
      expect(uids.some((uid) => uid.startsWith(`trip-${absent.id}-`))).toBe(false);
    expect(res.text).not.toMatch(/Never happens|Maybe|Their dinner/);
  });

  it('shows another user only their own trips', async () => {
    const { uids } = parse((await getFeed(await feedUrlOf('other'))).text);
    expect(uids).toEqual([
      `trip-${trips.others.id}-item-${(trips.others.itinerary_items as Item[])[0].id}@trips.example.test`,
    ]);
  });

  it('answers 304 to its ETag, and a new ETag once a trip changes', async () => {
    const url = await feedUrlOf('owner');
    const first = await getFeed(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await getFeed(url)).headers.etag).toBe(etag);
    const unchanged = await getFeed(url, etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text ?? '').toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const moved = await call('put', `/api/trips/${trips.summer.id}`, 'owner').send({
      start_date: '2027-07-02',
    });
    expect(moved.status).toBe(200);
    const changed = await getFeed(url, etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parse(changed.text).events[2].startDate.toString()).toBe('2027-07-02T09:00:00');
  });

  it('rotates: the old URL is 404 at once, the new one serves the feed', async () => {
    const before = await feedUrlOf('owner');
    const rotated = await call('post', '/api/me/calendar-feed/rotate', 'owner');
    expect(rotated.status).toBe(200);
    const after = rotated.body.data.url as string;
    expect(after).toMatch(FEED_URL);
    expect(after).not.toBe(before);
    const old = await getFeed(before);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ success: false, error: { type: 'not_found', status: 404 } });
    expect((await getFeed(after)).status).toBe(200);
    expect(await feedUrlOf('owner')).toBe(after);
    const secret = FEED_URL.exec(after)![1];
    expect((await feedRow(ids.owner)).secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('rotates a feed never asked for: it is created, and serves an empty calendar for a user without trips', async () => {
    const rotated = await call('post', '/api/me/calendar-feed/rotate', 'newcomer');
    expect(rotated.status).toBe(200);
    const url = rotated.body.data.url as string;
    expect(url).toMatch(FEED_URL);
    expect(await feedUrlOf('newcomer')).toBe(url);
    const res = await getFeed(url);
    expect(res.status).toBe(200);
    expect(parse(res.text).events).toEqual([]);
  });

  it.each([
    ['an unknown secret', `${'A'.repeat(43)}.ics`],
    ['a short secret', 'short.ics'],
    ['a secret with a stray character', `${'A'.repeat(42)}!.ics`],
    ['no .ics', 'A'.repeat(43)],
  ])('answers 404 in the error envelope to %s', async (_case, segment) => {
    const res = await app.http().get(`/api/calendar/${segment}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ success: false, error: { status: 404 } });
  });

  it("answers 404 while the owner's account is blocked", async () => {
    const url = await feedUrlOf('owner');
    const users = app.strapi.db.query('plugin::users-permissions.user');
    await users.update({ where: { id: ids.owner }, data: { blocked: true } });
    try {
      expect((await getFeed(url)).status).toBe(404);
    } finally {
      await users.update({ where: { id: ids.owner }, data: { blocked: false } });
    }
    expect((await getFeed(url)).status).toBe(200);
  });

  it('keeps the secret out of the access log', async () => {
    log.lines.length = 0;
    const url = await feedUrlOf('owner');
    const secret = FEED_URL.exec(url)![1];
    expect((await getFeed(url)).status).toBe(200);
    const requests = log.entries().filter((entry) => entry.event === 'request');
    expect(requests.map((entry) => entry.path)).toContain('/api/calendar/[hidden]');
    expect(log.lines.join('\n')).not.toContain(secret);
  });
});
