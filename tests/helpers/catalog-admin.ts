import type { RequestsAs } from './callers';
import { createUser, tokenFor } from './users';
import { bootStrapi } from './strapi';

export type Body = Record<string, unknown>;

/** A collection of the admin catalog routes, a body that creates a record in it, and a change to it. */
export type CatalogPayload = [collection: string, create: () => Body, change: Body];

/** A Strapi with the callers of the catalog maintenance tests (`role@catalog.test`), filling `tokens` by role. */
export const bootWithCatalogCallers = async (tokens: Record<string, string>) => {
  const app = await bootStrapi();
  for (const role of ['admin', 'user', 'agency']) {
    tokens[role] = await tokenFor(
      app.strapi,
      await createUser(app.strapi, { email: `${role}@catalog.test`, role }),
      [role],
    );
  }
  return { app, strapi: app.strapi };
};

/**
 * One record in each catalog collection, created in this order, each later one relating to the
 * earlier ones through `ids` (filled by collection as they are created).
 */
export const catalogPayloads = (ids: Record<string, number>): CatalogPayload[] => [
  [
    'categories',
    () => ({ name: 'Deserts', type: 'destination', icon: 'sun', translations: { ar: { name: 'صحارى' } } }),
    { icon: 'dune' },
  ],
  [
    'countries',
    () => ({
      name: 'Jordan',
      iso_code: 'jo',
      capital: 'Amman',
      currency: 'JOD',
      languages: ['ar'],
      flag_url: 'https://flagcdn.com/w320/jo.png',
      translations: { ar: { name: 'الأردن' } },
    }),
    { capital: 'Amman City' },
  ],
  [
    'destinations',
    () => ({
      name: 'Petra',
      city_name: 'Wadi Musa',
      latitude: 30.3285,
      longitude: 35.4444,
      country_id: ids.countries,
      category_ids: [ids.categories],
      description: 'The rose-red city.',
      translations: { ar: { name: 'البتراء' } },
    }),
    { description: 'The rose-red city of the Nabataeans.' },
  ],
  [
    'hotels',
    () => ({
      name: 'Petra Gate Hotel',
      destination_id: ids.destinations,
      price_per_night: '95.5',
      stars: 3,
      rating: 4.2,
      amenities: ['wifi'],
      latitude: 30.32,
      longitude: 35.47,
    }),
    { price_per_night: 120 },
  ],
  [
    'restaurants',
    () => ({
      name: 'Nabataean Kitchen',
      destination_id: ids.destinations,
      cuisine: 'Jordanian',
      price_range: '$$',
      price_cents: 2500,
      opening_hours: '12:00-23:00',
    }),
    { rating: 4.6 },
  ],
  [
    'attractions',
    () => ({
      name: 'The Treasury',
      destination_id: ids.destinations,
      price: 70,
      opening_hours: '06:00-18:00',
      duration_minutes: 240,
      rating: 4.9,
      latitude: 30.3222,
      longitude: 35.4518,
    }),
    { price: 75 },
  ],
  [
    'flights',
    () => ({
      airline: 'Royal Jordanian',
      flight_number: 'RJ101',
      departure_airport: 'amm',
      arrival_airport: 'CAI',
      departure_date: '2027-01-10T08:00:00Z',
      arrival_date: '2027-01-10T09:30:00Z',
      price: 180,
    }),
    { price: 199 },
  ],
];

/** Creates the records of `catalogPayloads` through the admin routes, filling `ids`. */
export const createCatalogRecords = async (as: RequestsAs, ids: Record<string, number>) => {
  for (const [collection, create] of catalogPayloads(ids)) {
    const res = await as('admin').post(`/api/admin/${collection}`, create());
    if (res.status !== 201) throw new Error(`creating ${collection} answered ${res.status}`);
    ids[collection] = res.body.data.id;
  }
};
