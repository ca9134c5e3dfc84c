import { bootStrapi, TestApp } from './strapi';
import { createMatrixCallers } from './users';

export type Json = Record<string, unknown>;
export type Item = Json & { id: number };

/**
 * A Strapi with the seeded catalog for the trip tests, the matrix callers (`name@trips.test`, into
 * `tokens` and `ids`), and what the tests put in trips: the first destination, a hotel, a
 * restaurant and an attraction there, and a flight.
 */
export const bootTrips = async (tokens: Record<string, string>, ids: Record<string, number>) => {
  const app = await bootStrapi({ env: { SEED_CATALOG: 'true' } });
  await createMatrixCallers(app.strapi, 'trips.test', tokens, ids);
  const first = async (path: string) => ((await app.http().get(path)).body.data as Item[])[0];
  const destination = await first('/api/destinations?per_page=1');
  return {
    app,
    destination,
    hotel: await first(`/api/hotels?destination_id=${destination.id}&per_page=1`),
    restaurant: await first(`/api/restaurants?destination_id=${destination.id}&per_page=1`),
    attraction: await first(`/api/attractions?destination_id=${destination.id}&per_page=1`),
    flight: await first('/api/flights?per_page=1'),
  };
};

/**
 * The named callers of a trips test file (`tokens` and `ids` filled by `bootTrips`), requests and
 * trips as them (the app read when called).
 */
export const tripShortcuts = (appOf: () => TestApp) => {
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, who?: string) => {
    const req = appOf().http()[method](path);
    return who ? req.set('Authorization', `Bearer ${tokens[who]}`) : req;
  };
  const createTrip = async (who: string, body: Json) => {
    const res = await call('post', '/api/trips', who).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Item;
  };
  /** A trip in `status`; `booked` as only a paid trip package sets it (no request may). */
  const tripIn = async (status: string, body: Json) => {
    if (status !== 'booked') return createTrip('owner', { ...body, status });
    const trip = await createTrip('owner', body);
    await appOf()
      .strapi.db.query('api::trip.trip')
      .update({ where: { id: trip.id }, data: { state: 'booked' } });
    return trip;
  };
  return { tokens, ids, call, createTrip, tripIn };
};

/** The itinerary of a trip answer, without ids and dates: what two trips may have the same of. */
export const itinerary = (trip: Item) =>
  (trip.itinerary_items as Item[]).map(
    ({ day_number, title, notes, time_slot, estimated_cost, itemable_type, itemable_id }) => ({
      day_number,
      title,
      notes,
      time_slot,
      estimated_cost,
      itemable_type,
      itemable_id,
    }),
  );
