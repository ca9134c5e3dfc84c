import { bootStrapi, TestApp } from '../helpers/strapi';
import { haversineKm } from '../helpers/haversine';
import { createUser, tokenFor } from '../helpers/users';
import { FakeOsrm, startFakeOsrm } from '../helpers/fake-osrm';

type Item = Record<string, unknown> & { id: number };
type Point = { lat: number; lng: number };

const km = haversineKm;

describe('maps from our own catalog, directions through a trip (CONTRACT §3)', () => {
  let app: TestApp;
  let osrm: FakeOsrm;
  const tokens: Record<string, string> = {};
  let destination: Item;
  let hotel: Item;
  const as = (who: string | undefined, path: string) => {
    const req = app.http().get(path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const setRouter = (baseUrl: string) => app.strapi.config.set('maps.routing.baseUrl', baseUrl);

  beforeAll(async () => {
    osrm = await startFakeOsrm();
    app = await bootStrapi({
      env: {
        SEED_CATALOG: 'true',
        ROUTING_TIMEOUT_MS: '300',
        ROUTING_AVERAGE_SPEED_KMH: '60',
        THROTTLE_MAPS: '1000/60',
      },
    });
    for (const name of ['owner', 'other']) {
      const user = await createUser(app.strapi, { email: `${name}@maps.test` });
      tokens[name] = await tokenFor(app.strapi, user);
    }
    destination = (await app.http().get('/api/destinations?per_page=1')).body.data[0];
    hotel = (await app.http().get(`/api/hotels?destination_id=${destination.id}&per_page=1`)).body.data[0];
  });
  afterAll(async () => {
    await app?.close();
    await osrm?.close();
  });

  describe('GET /maps/destination/{destination}', () => {
    it('lists located places of each kind nearest first, with distances from the destination, capped', async () => {
      const res = await app.http().get(`/api/maps/destination/${destination.id}`);
      expect(res.status).toBe(200);
      const centre = { lat: destination.latitude as number, lng: destination.longitude as number };
      expect(res.body.data.destination).toEqual({ id: destination.id, name: destination.name, ...centre });
      for (const kind of ['attractions', 'hotels', 'restaurants']) {
        const places = res.body.data[kind] as Array<Point & { id: number; distance_km: number }>;
        expect(places.length).toBeGreaterThan(0);
        expect(places.length).toBeLessThanOrEqual(20);
        const distances = places.map((p) => p.distance_km);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        for (const place of places) expect(place.distance_km).toBeCloseTo(km(centre, place), 1);
      }
    });

    it('answers a missing destination with 404', async () => {
      expect((await app.http().get('/api/maps/destination/999999')).status).toBe(404);
    });
  });

  describe('GET /maps/trip/{trip}', () => {
    const stops = [
      { lat: 48.8584, lng: 2.2945 },
      { lat: 48.8606, lng: 2.3376 },
      { lat: 48.853, lng: 2.3499 },
    ];
    let trip: Item;
    let expectedKm: number;

    beforeAll(async () => {
      const res = await app
        .http()
        .post('/api/trips')
        .set('Authorization', `Bearer ${tokens.owner}`)
        .send({
          title: 'Walk',
          days: [
            {
              day_number: 1,
              items: [{ title: 'A', latitude: stops[0].lat, longitude: stops[0].lng }, { title: 'No place' }],
            },
            {
              day_number: 2,
              items: [
                { title: 'B', latitude: stops[1].lat, longitude: stops[1].lng },
                { title: 'C', latitude: stops[2].lat, longitude: stops[2].lng },
              ],
            },
            // A catalog record gives its own coordinates.
            { day_number: 3, items: [{ type: 'hotel', itemable_id: hotel.id }] },
          ],
        });
      trip = res.body.data;
      const route = [...stops, { lat: hotel.latitude as number, lng: hotel.longitude as number }];
      expectedKm = route.slice(1).reduce((sum, point, i) => sum + km(route[i], point), 0);
    });

    it('draws great-circle legs in day order without a router', async () => {
      setRouter('');
      const res = await as('owner', `/api/maps/trip/${trip.id}`);
      expect(res.status).toBe(200);
      const { directions, points } = res.body.data;
      expect(points.map((p: { title: string }) => p.title)).toEqual(['A', 'B', 'C', hotel.name]);
      expect(directions).toMatchObject({ engine: 'great_circle', approximate: false });
      expect(directions.distance_km).toBeCloseTo(expectedKm, 1);
      expect(directions.duration_minutes).toBe(Math.round(directions.distance_km));
      expect(directions.geometry.coordinates[0]).toEqual([stops[0].lng, stops[0].lat]);
    });

    it('asks the OSRM router for the roads when one is configured', async () => {
      setRouter(osrm.url);
      osrm.mode = 'ok';
      osrm.requests.length = 0;
      const { directions } = (await as('owner', `/api/maps/trip/${trip.id}`)).body.data;
      expect(directions).toMatchObject({ engine: 'osrm', approximate: false });
      expect(directions.distance_km).toBeCloseTo(expectedKm * 1.25, 1);
      expect(osrm.requests).toHaveLength(1);
      expect(osrm.requests[0]).toContain(
        `/route/v1/driving/${stops[0].lng},${stops[0].lat};${stops[1].lng},${stops[1].lat}`,
      );
      expect(osrm.requests[0]).toContain('geometries=geojson');
    });

    it.each(['error', 'hang', 'garbage'] as const)(
      'falls back to approximate great-circle legs when the router %s',
      async (mode) => {
        setRouter(osrm.url);
        osrm.mode = mode;
        const res = await as('owner', `/api/maps/trip/${trip.id}`);
        expect(res.status).toBe(200);
        expect(res.body.data.directions).toMatchObject({ engine: 'great_circle', approximate: true });
        expect(res.body.data.directions.distance_km).toBeCloseTo(expectedKm, 1);
        osrm.mode = 'ok';
      },
    );

    it('needs two located items (422 not_enough_points), a visible trip (404) and a verified caller (401)', async () => {
      const lonely = (
        await app
          .http()
          .post('/api/trips')
          .set('Authorization', `Bearer ${tokens.owner}`)
          .send({ title: 'One stop', items: [{ title: 'Here', latitude: 1, longitude: 1 }] })
      ).body.data;
      const single = await as('owner', `/api/maps/trip/${lonely.id}`);
      expect([single.status, single.body.error.type]).toEqual([422, 'not_enough_points']);
      expect((await as('other', `/api/maps/trip/${trip.id}`)).status).toBe(404);
      expect((await as(undefined, `/api/maps/trip/${trip.id}`)).status).toBe(401);
      expect((await as('owner', '/api/maps/trip/999999')).status).toBe(404);
    });
  });
});
