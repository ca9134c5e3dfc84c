import type { Knex } from 'knex';
import { z } from 'zod';
import { applyIndexedSearch, destinationsInCity, regionId } from '../read/filters';
import { idsRelatedTo, link } from '../read/sql';
import { fileColumn, mediaUrl } from '../read/media';
import { tripFigures } from '../read/trip-figures';
import type { CollectionSpec, ReadContext } from '../read/collection-spec';
import { categoriesOf, translatePlaces } from '../read/destination-places';
import { TRASH_COLUMN, scopeTrash } from '../../../../plugins/soft-delete/public';
import { optionalString, requiredString } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { presentDestination } from '../../presenters/destinations';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::destination.destination';

/** The live trips visiting the destination, and on its detail their travellers (the trips module's figures). */
const visitFigures = (ctx: ReadContext, id: string, detail: boolean) => {
  const figures = tripFigures.of(ctx.strapi).visits(ctx.strapi, ctx.knex, id);
  const column = (subquery: Knex.QueryBuilder | undefined, name: string) =>
    subquery ? subquery.as(name) : ctx.knex.raw('0 as ??', [name]);
  return [
    column(figures?.trips, 'tours_count'),
    ...(detail ? [column(figures?.travellers, 'user_count')] : []),
  ];
};

const read: CollectionSpec = {
  name: 'destinations',
  uid: UID,
  tags: ['destination', 'country', 'region', 'hotel', 'category', 'trip', 'review'],
  localized: ['name', 'city_name', 'description'],
  columns: ['name', 'city_name', 'description', 'image', 'latitude', 'longitude', 'created_at', 'updated_at'],
  relations: [],
  media: { image: 'image_file' },
  sort: {
    id: 't.id',
    name: 't.name',
    city_name: 't.city_name',
    created_at: 't.created_at',
    updated_at: 't.updated_at',
  },
  defaultSort: 'id',
  i18n: true,

  /** Country and region join the page query: the card costs no extra round trip. */
  select(query, ctx) {
    const toCountry = link(ctx.strapi, UID, 'country');
    const toRegion = link(ctx.strapi, 'api::country.country', 'region');
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
      .select('r.key as region_key', 'r.label as region_label', 'r.document_id as region_document_id');
  },

  /** The country's uploaded flag, live hotels, trips and (on the detail) travellers of the page's rows. */
  perRow(query, ctx, { detail }) {
    const toDestination = link(ctx.strapi, 'api::hotel.hotel', 'destination');
    const id = 't.id';
    query.select(
      // The country's uploaded flag stands in for its URL, as on the country's own answer.
      mediaUrl(ctx.strapi, ctx.knex, 'api::country.country', 'flag_file', 'c').as(fileColumn('country_flag')),
      scopeTrash(
        ctx
          .knex(`${toDestination.table} as hl`)
          .join(`${tableOf(ctx.strapi, 'api::hotel.hotel')} as h`, 'h.id', `hl.${toDestination.from}`),
        'live',
        'h',
      )
        .where(`hl.${toDestination.to}`, ctx.knex.ref(id))
        .count('*')
        .as('hotels_count'),
      ...visitFigures(ctx, id, detail),
    );
  },

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'destination');
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

  /** Names in the asked language and (on the detail) categories, for the whole page at once. */
  async present(rows, ctx, detail) {
    const names = await translatePlaces(ctx, rows);
    const categories = detail
      ? await categoriesOf(
          ctx,
          rows.map((row) => row.id),
        )
      : null;
    return rows.map((row) =>
      presentDestination(row, {
        names: names(row),
        categories: categories && (categories.get(row.id) ?? []),
      }),
    );
  },
};

export const destinations: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 160 }),
      city_name: optionalString('city_name', { max: 120 }),
      description: optionalString('description', { max: 5000 }),
      image: f.url('image'),
      ...f.coordinates,
      country_id: f.id('country_id').nullish(),
      category_ids: z
        .array(f.id('category_ids'), { error: 'The category ids must be a list of ids.' })
        .optional(),
      translations: f.translations({
        name: optionalString('name', { max: 160 }),
        city_name: optionalString('city_name', { max: 120 }),
        description: optionalString('description', { max: 5000 }),
      }),
    },
    relations: {
      country_id: { attribute: 'country', target: 'api::country.country', label: 'country id' },
      category_ids: {
        attribute: 'categories',
        target: 'api::category.category',
        many: true,
        label: 'category ids',
      },
    },
  },
  indexes: [['locale', TRASH_COLUMN], ['city_name']],
};
