import { applySearch, destinationsInCity, regionId } from '../filters';
import { countPer, loadById, relatedIds } from '../related';
import { idsRelatedTo, iso, link, num, tableOf } from '../sql';
import { tripCounts } from '../trip-counts';
import type { CollectionSpec, ReadContext, Row } from '../types';

const UID = 'api::destination.destination';

/** Country and region of each destination, translated, for the card. */
const placesOf = async (ctx: ReadContext, rows: Row[]) => {
  const countryOf = await relatedIds(ctx, UID, 'country', rows.map((row) => row.id));
  const countries = await loadById(ctx, 'api::country.country', [...countryOf.values()], ['name', 'iso_code', 'flag_url'], ['name']);
  const regionOf = await relatedIds(ctx, 'api::country.country', 'region', [...countries.keys()]);
  const regions = await loadById(ctx, 'api::region.region', [...regionOf.values()], ['key', 'label'], ['label']);
  return (row: Row) => {
    const countryId = countryOf.get(row.id) ?? null;
    const country = countryId ? countries.get(countryId) : undefined;
    const region = country ? regions.get(regionOf.get(country.id) ?? -1) : undefined;
    return {
      country_id: countryId,
      country: country ? { id: country.id, name: country.name, iso_code: country.iso_code, flag_url: country.flag_url } : null,
      region: region ? { id: region.key, label: region.label } : null,
    };
  };
};

export const destinations: CollectionSpec = {
  name: 'destinations',
  uid: UID,
  tags: ['destination', 'country', 'region', 'hotel', 'category', 'trip'],
  localized: ['name', 'city_name', 'description'],
  columns: ['name', 'city_name', 'description', 'image', 'latitude', 'longitude', 'created_at', 'updated_at'],
  relations: [],
  sort: { id: 't.id', name: 't.name', city_name: 't.city_name', created_at: 't.created_at', updated_at: 't.updated_at' },
  defaultSort: 'id',
  i18n: true,

  async filter(reader, query, ctx) {
    const countries = tableOf(ctx.strapi, 'api::country.country');
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'city_name'], (q, text) => {
      // Or the country's name, in English or the asked language.
      const matchingCountries = ctx
        .knex(countries)
        .select('id')
        .where('locale', 'en')
        .whereIn('document_id', ctx.knex(countries).select('document_id').whereRaw('lower(name) like ?', [`%${text.toLowerCase()}%`]));
      q.orWhereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', matchingCountries));
    });
    const country = reader.integer('country_id', { min: 1 });
    const city = reader.string('city', { max: 120 });
    const region = await regionId(reader, ctx);
    if (country !== undefined) query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', [country]));
    if (region) query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', idsRelatedTo(ctx.strapi, ctx.knex, 'api::country.country', 'region', [region])));
    if (city !== undefined) query.whereIn('t.id', destinationsInCity(ctx, city));
    // Destinations carry several categories (manyToMany `categories`).
    const category = reader.integer('category_id', { min: 1 });
    if (category !== undefined) query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'categories', [category]));
  },

  async present(rows, ctx, detail) {
    const ids = rows.map((row) => row.id);
    const [place, hotels, trips] = await Promise.all([placesOf(ctx, rows), countPer(ctx, 'api::hotel.hotel', 'destination', ids), tripCounts(ctx, ids)]);
    const categories = detail ? await categoriesOf(ctx, ids) : null;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      city_name: row.city_name ?? null,
      description: row.description ?? null,
      image: row.image ?? null,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      ...place(row),
      hotels_count: hotels.get(row.id) ?? 0,
      tours_count: trips.get(row.id)?.trips ?? 0,
      ...(detail ? { user_count: trips.get(row.id)?.users ?? 0, categories: categories!.get(row.id) ?? [] } : {}),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};

const categoriesOf = async (ctx: ReadContext, ids: number[]) => {
  const l = link(ctx.strapi, UID, 'categories');
  const pairs = (await ctx.knex(l.table).select(`${l.from} as source`, `${l.to} as target`).whereIn(l.from, ids)) as Array<{ source: number; target: number }>;
  const categories = await loadById(ctx, 'api::category.category', pairs.map((p) => p.target), ['name', 'type', 'icon', 'deleted_at'], ['name']);
  const byDestination = new Map<number, Array<{ id: number; name: unknown; type: unknown }>>();
  for (const pair of pairs) {
    const category = categories.get(pair.target);
    if (!category || category.deleted_at) continue;
    if (!byDestination.has(pair.source)) byDestination.set(pair.source, []);
    byDestination.get(pair.source)!.push({ id: category.id, name: category.name, type: category.type });
  }
  return byDestination;
};
