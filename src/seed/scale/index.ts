/**
 * `npm run seed:scale`: a catalog of a real travel site's size on top of the seeded one (CONTRACT
 * §16, issue 39): 5,000 destinations by default, each with a city, 20 hotels, 20 restaurants and
 * 40 sights (100,000 / 100,000 / 200,000), in English and Arabic, in the seeded countries and
 * categories. Written in multi-row statements, 50 destinations a transaction, then indexed for the
 * search in batches. Idempotent: it adds only the destinations missing from the count asked for.
 */
import type { Core } from '@strapi/strapi';
import { backfillSearchIndex } from '../../api/catalog/public';
import { LIVE } from '../../plugins/soft-delete/public';
import type { DestinationSeed } from '../catalog/destinations';
import { rng, type PlaceSeed } from '../catalog/places';
import { CATEGORIES } from '../catalog/reference';
import { cityName } from './names';
import { scaledAttractions, scaledHotels, scaledRestaurants } from './places';
import { writeLocalized, type Ids, type LocalizedDocument } from './write';

const DESTINATIONS_PER_TRANSACTION = 50;

/** Each live document's row ids by locale, keyed by `field` of its `en` row. */
const idsBy = async (strapi: Core.Strapi, uid: string, field: string) => {
  const rows = (await strapi.db.query(uid as never).findMany({
    where: LIVE,
    select: ['id', 'documentId', 'locale', field],
  })) as Array<Record<string, unknown> & { id: number; documentId: string; locale: string }>;
  const byDocument = new Map<string, Partial<Ids> & { key?: string }>();
  for (const row of rows) {
    const ids = byDocument.get(row.documentId) ?? {};
    ids[row.locale as 'en' | 'ar'] = row.id;
    if (row.locale === 'en') ids.key = String(row[field]);
    byDocument.set(row.documentId, ids);
  }
  return new Map(
    [...byDocument.values()]
      .filter((ids): ids is Ids & { key: string } => Boolean(ids.en && ids.ar && ids.key))
      .map(({ key, en, ar }) => [key, { en, ar }]),
  );
};

const place = (seed: PlaceSeed, links: Record<string, Ids | undefined>): LocalizedDocument => ({
  en: { name: seed.name, ...seed.data },
  ar: { name: seed.ar, ...seed.dataAr },
  links: Object.fromEntries(Object.entries(links).filter((entry): entry is [string, Ids] => !!entry[1])),
});

/** The `n`th scaled destination: a unique invented name, a seeded country, a point on land or sea. */
const destinationSeed = (n: number, iso: string, taken: Set<string>): DestinationSeed => {
  const random = rng(`scale:${n}`);
  let name = cityName(random);
  while (taken.has(name.en)) name = cityName(random);
  taken.add(name.en);
  return {
    key: `scale-${n}`,
    name: name.en,
    ar: name.ar,
    iso,
    lat: Math.round((-45 + random() * 105) * 1e4) / 1e4,
    lng: Math.round((-170 + random() * 340) * 1e4) / 1e4,
    airport: name.en.slice(0, 3).toUpperCase(),
    categories: [],
    description: `${name.en}, a city of markets, gardens and an old harbour.`,
    descriptionAr: `${name.ar}، مدينة الأسواق والحدائق والميناء القديم.`,
    attractions: [],
  };
};

export const seedScale = async (strapi: Core.Strapi, { destinations = 5000 } = {}) => {
  const countries = [...(await idsBy(strapi, 'api::country.country', 'iso_code'))];
  const categories = await idsBy(strapi, 'api::category.category', 'name');
  const category = (key?: string) => categories.get(CATEGORIES.find((c) => c.key === key)?.name ?? '');
  if (countries.length === 0) throw new Error('seed:scale needs the seeded countries (SEED_CATALOG=true)');
  const existing = await strapi.db.query('api::destination.destination').count({ where: { locale: 'en' } });
  const taken = new Set<string>();
  for (let start = existing; start < destinations; start += DESTINATIONS_PER_TRANSACTION) {
    const seeds = Array.from(
      { length: Math.min(DESTINATIONS_PER_TRANSACTION, destinations - start) },
      (_, i) => destinationSeed(start + i, countries[(start + i) % countries.length][0], taken),
    );
    await strapi.db.transaction(async ({ trx }) => {
      const countryOf = (seed: DestinationSeed) => countries.find(([iso]) => iso === seed.iso)![1];
      const cities = await writeLocalized(
        strapi,
        trx,
        'api::city.city',
        seeds.map((seed) => ({
          en: { name: seed.name, latitude: seed.lat, longitude: seed.lng },
          ar: { name: seed.ar },
          links: { country: countryOf(seed) },
        })),
      );
      const made = await writeLocalized(
        strapi,
        trx,
        'api::destination.destination',
        seeds.map((seed, i) => ({
          en: {
            name: seed.name,
            city_name: seed.name,
            description: seed.description,
            image: `https://images.example.com/destinations/${seed.key}.jpg`,
            latitude: seed.lat,
            longitude: seed.lng,
            airport: seed.airport,
          },
          ar: { name: seed.ar, city_name: seed.ar, description: seed.descriptionAr },
          links: { country: countryOf(seed), city: cities[i] },
        })),
      );
      const around = (make: (seed: DestinationSeed) => PlaceSeed[]) =>
        seeds.flatMap((seed, i) =>
          make(seed).map((one) => place(one, { destination: made[i], category: category(one.category) })),
        );
      await writeLocalized(strapi, trx, 'api::hotel.hotel', around(scaledHotels));
      await writeLocalized(strapi, trx, 'api::restaurant.restaurant', around(scaledRestaurants));
      await writeLocalized(strapi, trx, 'api::attraction.attraction', around(scaledAttractions));
    });
    const done = start + seeds.length;
    if (Math.floor(done / 500) > Math.floor(start / 500) || done === destinations)
      strapi.log.info(`seed:scale: ${done} destinations`);
  }
  // Written with the query builder: the search index takes them in, in batches.
  await backfillSearchIndex(strapi);
  // The planners' statistics of what was written: PostgreSQL's autovacuum would gather them later,
  // and until then it takes a table of 100,000 rows for one of a single row (a search then walked
  // every restaurant: 2.4 s instead of 0.5 ms). SQLite plans with them too.
  await strapi.db.connection.raw('ANALYZE');
};
