import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Paths = Record<string, Record<string, Json>>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const CALLERS = ['owner', 'editor', 'viewer', 'invited', 'removed', 'outsider', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * What each kind of trip route lets whom do (CONTRACT §14): read (the trip, its calendar, map, AI
 * review and concierge), members' reads (members, activity), plan changes, the owner's acts, fork,
 * and removing another member (the owner's; a member may remove only themself, tested apart).
 */
type Kind = 'read' | 'members' | 'plan' | 'owner' | 'fork' | 'remove-other';
const ON_TRIP = new Set<Caller>(['owner', 'editor', 'viewer', 'admin']);

/** The status class a caller gets: `ok` (any 2xx, or a refusal that is not about access), or the refusal. */
const expected = (kind: Kind, caller: Caller, isPublic: boolean): 'ok' | 403 | 404 => {
  const member = ON_TRIP.has(caller);
  const manages = caller === 'owner' || caller === 'admin';
  switch (kind) {
    case 'read':
      return member || isPublic ? 'ok' : 404;
    case 'members':
      return member ? 'ok' : 404;
    case 'fork':
      return member || isPublic ? 'ok' : 403;
    case 'plan':
      return manages || caller === 'editor' ? 'ok' : member || isPublic ? 403 : 404;
    case 'owner':
      return manages ? 'ok' : member || isPublic ? 403 : 404;
    case 'remove-other':
      return manages ? 'ok' : member ? 403 : 404;
  }
};

/** The routes about one trip: `{trip}` in the path, and the AI review of a trip by its `{id}`. */
const TRIP_PATH = /\{trip\}|\/review\/\{id\}$/;

/** Every trip route of the OpenAPI document, by kind; a route missing here fails the walk. */
const KINDS: Record<string, Kind> = {
  'get /trips/{trip}': 'read',
  'get /v1/trips/{trip}': 'read',
  'get /trips/{trip}/calendar.ics': 'read',
  'get /maps/trip/{trip}': 'read',
  'post /trips/{trip}/concierge': 'read',
  ...Object.fromEntries(
    ['/ai/review/{id}', '/review/{id}', '/v1/review/{id}', '/v1/ai/review/{id}'].flatMap((path) => [
      [`get ${path}`, 'read'],
      [`post ${path}`, 'read'],
    ]),
  ),
  'get /trips/{trip}/members': 'members',
  'get /trips/{trip}/activity': 'members',
  'put /trips/{trip}': 'plan',
  'put /v1/trips/{trip}': 'plan',
  'patch /trips/{trip}': 'plan',
  'post /trips/{trip}/attach/{type}': 'plan',
  'delete /trips/{trip}/detach/{id}': 'plan',
  'put /trips/{trip}/items/{id}': 'plan',
  'delete /trips/{trip}': 'owner',
  'delete /v1/trips/{trip}': 'owner',
  'post /trips/{trip}/members': 'owner',
  'patch /trips/{trip}/members/{member}': 'owner',
  'delete /trips/{trip}/members/{member}': 'remove-other',
  'post /trips/{trip}/share-links': 'owner',
  'get /trips/{trip}/share-links': 'owner',
  'delete /trips/{trip}/share-links/{link}': 'owner',
  'post /trips/{trip}/fork': 'fork',
};

/**
 * Every trip route × owner / editor / viewer / invited-not-accepted / removed member / outsider /
 * admin, on a private and a public trip: the status, and that a refused call wrote nothing (the
 * trip's version, its activity, its members and links stay as they were). Each call gets a trip of
 * its own, set up the same way.
 */
describe('trips together: every trip route × every kind of caller', () => {
  let app: TestApp;
  let paths: Paths;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let places: Json[];
  let guest = 0;

  const call = (who: string, method: string, path: string) => {
    const http = app.http() as unknown as Record<string, (url: string) => Json>;
    return http[method](path).set('Authorization', `Bearer ${tokens[who]}`);
  };

  /**
   * A trip with an item, an editor, a viewer, a companion viewer, a pending invitation and a share
   * link; one member removed.
   */
  const freshTrip = async (isPublic: boolean) => {
    const trip = (await call('owner', 'post', '/api/trips').send({ title: 'Matrix', is_public: isPublic }))
      .body.data;
    await call('owner', 'post', `/api/trips/${trip.id}/attach/attraction`).send({ item_id: places[0].id });
    const members = app.strapi.db.query('api::trip.trip-member');
    const member = (who: string, role: string) =>
      members.create({
        data: { trip_id: trip.id, user_id: ids[who], role, state: 'accepted', joined_at: new Date() },
      });
    await member('editor', 'editor');
    await member('viewer', 'viewer');
    const companion = await member('companion', 'viewer');
    await members.create({
      data: {
        trip_id: trip.id,
        user_id: ids.invited,
        email: 'invited@matrix.test',
        role: 'editor',
        state: 'pending',
        expires_at: new Date(Date.now() + 86_400_000),
        token_hash: `hash-${trip.id}`,
      },
    });
    const removed = await member('removed', 'editor');
    expect((await call('owner', 'delete', `/api/trips/${trip.id}/members/${removed.id}`)).status).toBe(200);
    const link = (await call('owner', 'post', `/api/trips/${trip.id}/share-links`).send({ role: 'viewer' }))
      .body.data;
    const detail = (await call('owner', 'get', `/api/trips/${trip.id}`)).body.data;
    return { id: trip.id, item: detail.itinerary_items[0].id, companion: companion.id, link: link.id };
  };

  /** What a refused call must leave as it was. */
  const stateOf = async (tripId: number) => {
    const db = app.strapi.db;
    const trip = await db.query('api::trip.trip').findOne({ where: { id: tripId } });
    return {
      trip: { version: trip?.version, title: trip?.title, deleted: Boolean(trip?.deleted_at) },
      activity: await db.query('api::trip.trip-activity').count({ where: { trip_id: tripId } }),
      members: (await db.query('api::trip.trip-member').findMany({ where: { trip_id: tripId } })).map(
        (row: Json) => [row.id, row.role, row.state],
      ),
      links: (await db.query('api::trip.trip-share-link').findMany({ where: { trip_id: tripId } })).map(
        (row: Json) => [row.id, row.revoked_at],
      ),
      items: await db.query('api::trip.itinerary-item').count({ where: { trip_id: tripId } }),
      trips: await db.query('api::trip.trip').count(),
    };
  };

  const bodyOf = (route: string) => {
    guest += 1;
    if (route.includes('/attach/')) return { item_id: places[1].id, day_number: 2 };
    if (route.includes('/items/')) return { notes: 'Changed by the matrix' };
    if (route.endsWith('/members')) return { email: `guest${guest}@matrix.test`, role: 'viewer' };
    if (route.includes('/members/')) return { role: 'editor' };
    if (route.endsWith('/share-links')) return { role: 'editor' };
    if (route.endsWith('/concierge')) return { message: 'What is on day 1?' };
    return { title: 'Changed by the matrix' };
  };

  beforeAll(async () => {
    app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
    for (const name of [...CALLERS, 'companion']) {
      const role = name === 'admin' ? 'admin' : 'user';
      const user = await createUser(app.strapi, { email: `${name}@matrix.test`, role, name });
      [ids[name], tokens[name]] = [user.id, await tokenFor(app.strapi, user, [role])];
    }
    places = (await app.http().get('/api/attractions?per_page=2')).body.data;
    paths = (await app.http().get('/api/openapi.json')).body.paths;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('classifies every trip route of the OpenAPI document', () => {
    const tripRoutes = Object.entries(paths).flatMap(([path, ops]) =>
      METHODS.filter((method) => ops[method] && TRIP_PATH.test(path)).map((method) => `${method} ${path}`),
    );
    expect(tripRoutes.filter((route) => !(route in KINDS))).toEqual([]);
    expect(Object.keys(KINDS).filter((route) => !tripRoutes.includes(route))).toEqual([]);
  });

  it.each([false, true])(
    'answers each caller as its role allows, and a refusal writes nothing (public: %s)',
    async (isPublic) => {
      const mismatches: string[] = [];
      for (const [route, kind] of Object.entries(KINDS)) {
        const [method, template] = route.split(' ');
        // A trip is made again only after a call that may have changed it: a refusal writes
        // nothing (checked below), so the next caller meets the same trip.
        let trip = await freshTrip(isPublic);
        for (const caller of CALLERS) {
          const url = `/api${template}`
            .replace('{trip}', String(trip.id))
            .replace('{type}', 'attraction')
            .replace('{id}', String(template.includes('review') ? trip.id : trip.item))
            .replace('{member}', String(trip.companion))
            .replace('{link}', String(trip.link));
          const before = await stateOf(trip.id);
          const req = call(caller, method, url);
          const res = method === 'get' || method === 'delete' ? await req : await req.send(bodyOf(route));
          const want = expected(kind, caller, isPublic);
          const got = res.status >= 200 && res.status < 300 ? 'ok' : res.status;
          const accessRefusal = [401, 403, 404].includes(res.status);
          if (want === 'ok' ? accessRefusal : got !== want)
            mismatches.push(
              `${route} as ${caller}: ${res.status} ${res.body?.error?.type ?? ''} (want ${want})`,
            );
          if (want !== 'ok' && JSON.stringify(await stateOf(trip.id)) !== JSON.stringify(before))
            mismatches.push(`${route} as ${caller}: refused, yet something was written`);
          if (want === 'ok' && kind === 'plan') {
            const after = await stateOf(trip.id);
            if (after.trip.version !== before.trip.version + 1 || after.activity !== before.activity + 1)
              mismatches.push(
                `${route} as ${caller}: a change not versioned once (${JSON.stringify(after.trip)})`,
              );
          }
          if (want === 'ok' && method !== 'get') trip = await freshTrip(isPublic);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
