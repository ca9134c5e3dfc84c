import { applySearch, destinationsInCity, regionId } from '../filters';
import { overlayLocale } from '../localize';
import { loadById } from '../related';
import { idsRelatedTo, iso, link, num, tableOf } from '../sql';
import { tripCounts } from '../trip-counts';
import type { CollectionSpec, ReadContext, Row } from '../types';
import { regionObject } from '../region-object';
import { TRASH_COLUMN, isTrashed, scopeTrash } from '../../../../plugins/soft-delete/public';

const UID = 'api::destination.destination';

/** Translated names of the joined country and region (only when a translation is asked). */
const translatePlaces = async (ctx: ReadContext, rows: Row[]) => {
  if (ctx.locale === 'en') return (row: Row) => ({ country: row.country_name, region: row.region_label });
  const countries = await overlayLocale(
    ctx.knex,
    tableOf(ctx.strapi, 'api::country.country'),
    rows
      .filter((r) => r.country_document_id)
      .map((r) => ({ document_id: r.country_document_id as string, name: r.country_name })),
    ['name'],
    ctx.locale,
  );
  const regions = await overlayLocale(
    ctx.knex,
    tableOf(ctx.strapi, 'api::region.region'),
    rows
      .filter((r) => r.region_document_id)
      .map((r) => ({ document_id: r.region_document_id as string, label: r.region_label })),
    ['label'],
    ctx.locale,
  );
  const countryName = new Map(countries.map((c) => [c.document_id, c.name]));
  const regionLabel = new Map(regions.map((r) => [r.document_id, r.label]));
  return (row: Row) => ({
    country: countryName.get(row.country_document_id as string) ?? row.country_name,
    region: regionLabel.get(row.region_document_id as string) ?? row.region_label,
  });
};

export const destinations: CollectionSpec = {
  name: 'destinations',
  uid: UID,
  tags: ['destination', 'country', 'region', 'hotel', 'category', 'trip'],
  localized: ['name', 'city_name', 'description'],
  columns: ['name', 'city_name', 'description', 'image', 'latitude', 'longitude', 'created_at', 'updated_at'],
  relations: [],
  sort: {
    id: 't.id',
    name: 't.name',
    city_name: 't.city_name',
    created_at: 't.created_at',
    updated_at: 't.updated_at',
  },
  defaultSort: 'id',
  i18n: true,

  /** Country, region and the hotel count join the page query: the card costs no extra round trip. */
  select(query, ctx) {
    const toCountry = link(ctx.strapi, UID, 'country');
    const toRegion = link(ctx.strapi, 'api::country.country', 'region');
    const toDestination = link(ctx.strapi, 'api::hotel.hotel', 'destination');
    const hotels = tableOf(ctx.strapi, 'api::hotel.hotel');
    query
      .leftJoin(`${toCountry.table} as dl`, `dl.${toCountry.from}`, 't.id')
      .leftJoin(`${tableOf(ctx.strapi, 'api::country.country')} as c`, 'c.id', `dl.${toCountry.to}`)
      .leftJoin(`${toRegion.table} as cr`, `cr.${toRegion.from}`, 'c.id')
      .leftJoin(`${tableOf(ctx.strapi, 'api::region.region')} as r`, 'r.id', `cr.${toRegion.to}`)
      .select(
        'c.id as country_ref',
        'c.document_id as country_document_id',
        'c.name as country_name',
        'c.iso_code as country_iso',
        'c.flag_url as country_flag',
      )
      .select('r.key as region_key', 'r.label as region_label', 'r.document_id as region_document_id')
      .select(
        scopeTrash(
          ctx.knex(`${toDestination.table} as hl`).join(`${hotels} as h`, 'h.id', `hl.${toDestination.from}`),
          'live',
          'h',
        )
          .where(`hl.${toDestination.to}`, ctx.knex.ref('t.id'))
          .count('*')
          .as('hotels_count'),
      );
  },

  async filter(reader, query, ctx) {
    const countries = tableOf(ctx.strapi, 'api::country.country');
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'city_name'], (q, text) => {
      // Or the country's name, in English or the asked language.
      const matchingCountries = ctx
        .knex(countries)
        .select('id')
        .where('locale', 'en')
        .whereIn(
          'document_id',
          ctx
            .knex(countries)
            .select('document_id')
            .whereRaw('lower(name) like ?', [`%${text.toLowerCase()}%`]),
        );
      q.orWhereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', matchingCountries));
    });
    const country = reader.recordId('country_id');
    const city = reader.string('city', { max: 120 });
    const region = await regionId(reader, ctx);
    if (country !== undefined)
      query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'country', [country]));
    if (region)
      query.whereIn(
        't.id',
        idsRelatedTo(
          ctx.strapi,
          ctx.knex,
          UID,
          'country',
          idsRelatedTo(ctx.strapi, ctx.knex, 'api::country.country', 'region', [region]),
        ),
      );
    if (city !== undefined) query.whereIn('t.id', destinationsInCity(ctx, city));
    // Destinations carry several categories (manyToMany `categories`).
    const category = reader.recordId('category_id');
    if (category !== undefined)
      query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'categories', [category]));
  },

  async present(rows, ctx, detail) {
    const ids = rows.map((row) => row.id);
    const [names, trips] = await Promise.all([translatePlaces(ctx, rows), tripCounts(ctx, ids)]);
    const categories = detail ? await categoriesOf(ctx, ids) : null;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      city_name: row.city_name ?? null,
      description: row.description ?? null,
      image: row.image ?? null,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      country_id: num(row.country_ref),
      country: row.country_ref
        ? {
            id: num(row.country_ref),
            name: names(row).country,
            iso_code: row.country_iso,
            flag_url: row.country_flag ?? null,
          }
        : null,
      region: row.region_key ? regionObject(row.region_key as string, names(row).region as string) : null,
      hotels_count: Number(row.hotels_count ?? 0),
      tours_count: trips.get(row.id)?.trips ?? 0,
      ...(detail
        ? { user_count: trips.get(row.id)?.users ?? 0, categories: categories!.get(row.id) ?? [] }
        : {}),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};

const categoriesOf = async (ctx: ReadContext, ids: number[]) => {
  const l = link(ctx.strapi, UID, 'categories');
  const pairs = (await ctx
    .knex(l.table)
    .select(`${l.from} as source`, `${l.to} as target`)
    .whereIn(l.from, ids)) as Array<{ source: number; target: number }>;
  const categories = await loadById(
    ctx,
    'api::category.category',
    pairs.map((p) => p.target),
    ['name', 'type', 'icon', TRASH_COLUMN],
    ['name'],
  );
  const byDestination = new Map<number, Array<{ id: number; name: unknown; type: unknown }>>();
  for (const pair of pairs) {
    const category = categories.get(pair.target);
    if (!category || isTrashed(category)) continue;
    if (!byDestination.has(pair.source)) byDestination.set(pair.source, []);
    byDestination.get(pair.source)!.push({ id: category.id, name: category.name, type: category.type });
  }
  return byDestination;
};
