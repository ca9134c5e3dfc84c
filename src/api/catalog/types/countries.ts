import { z } from 'zod';
import { applySearch, regionId } from '../lib/filters';
import { loadById, relatedIds } from '../lib/related';
import { idsRelatedTo, iso, tableOf } from '../lib/sql';
import type { CollectionSpec } from '../lib/types';
import { destinationsOfCountries } from '../lib/country-destinations';
import { regionObject } from '../lib/region-object';
import { TRASH_COLUMN } from '../../../plugins/soft-delete/public';
import { optionalString, queryParam, requiredString } from '../../../plugins/contract/public';
import { region } from '../docs/parameters';
import { integer, nstr, object, stamps, str } from '../docs/schema-builders';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const UID = 'api::country.country';

const read: CollectionSpec = {
  name: 'countries',
  uid: UID,
  // A country shows its destinations: their writes change its answers.
  tags: ['country', 'region', 'destination'],
  localized: ['name', 'capital'],
  columns: ['name', 'iso_code', 'capital', 'flag_url', 'currency', 'languages', 'created_at', 'updated_at'],
  relations: [],
  sort: { id: 't.id', name: 't.name', iso_code: 't.iso_code' },
  defaultSort: 'name',
  i18n: true,

  async filter(reader, query, ctx) {
    applySearch(reader, query, ctx, tableOf(ctx.strapi, UID), ['name', 'iso_code']);
    const region = await regionId(reader, ctx);
    if (region) query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'region', [region]));
  },

  async present(rows, ctx) {
    const regionOf = await relatedIds(
      ctx,
      UID,
      'region',
      rows.map((row) => row.id),
    );
    const regions = await loadById(
      ctx,
      'api::region.region',
      [...regionOf.values()],
      ['key', 'label'],
      ['label'],
    );
    const destinationsOf = await destinationsOfCountries(
      ctx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const region = regions.get(regionOf.get(row.id) ?? -1);
      return {
        id: row.id,
        name: row.name,
        iso_code: row.iso_code,
        capital: row.capital ?? null,
        flag_url: row.flag_url ?? null,
        currency: row.currency ?? null,
        languages: typeof row.languages === 'string' ? JSON.parse(row.languages) : (row.languages ?? []),
        region: region ? regionObject(region.key as string, region.label as string) : null,
        // The region's label as a string, and the destinations, as the legacy list had them.
        continent: region ? (region.label as string) : null,
        destinations: destinationsOf.get(row.id) ?? [],
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      };
    });
  },
};

export const countries: CatalogType = {
  read,
  admin: {
    shape: {
      name: requiredString('name', { max: 120 }),
      iso_code: requiredString('iso_code', { max: 3 })
        .refine((v) => /^[A-Za-z]{2,3}$/.test(v), 'The iso code must be 2 or 3 letters.')
        .transform((v) => v.toUpperCase()),
      capital: optionalString('capital', { max: 120 }),
      flag_url: f.url('flag_url'),
      currency: f.currency,
      languages: z
        .array(z.string().max(10), { error: 'The languages must be a list of language codes.' })
        .optional(),
      region: optionalString('region', { max: 40 }),
      translations: f.translations({
        name: optionalString('name', { max: 120 }),
        capital: optionalString('capital', { max: 120 }),
      }),
    },
    relations: {},
    unique: { fields: ['iso_code'], message: 'A country with this iso code already exists.' },
  },
  indexes: [['locale', TRASH_COLUMN], ['iso_code']],
  docs: {
    title: 'countries',
    schema: 'Country',
    v1: true,
    filters: [queryParam('search', 'Name or ISO code'), region],
    schemas: {
      Country: object({
        id: integer,
        name: str,
        iso_code: str,
        capital: nstr,
        flag_url: nstr,
        currency: nstr,
        languages: { type: 'array', items: str },
        region: { oneOf: [{ $ref: '#/components/schemas/RegionRef' }, { type: 'null' }] },
        continent: { type: ['string', 'null'], description: "The region's label (legacy field)." },
        destinations: {
          type: 'array',
          description: 'Its live destinations, by id (legacy list shape).',
          items: object({ id: integer, name: str, city_name: nstr, image: nstr }),
        },
        ...stamps,
      }),
    },
  },
};
