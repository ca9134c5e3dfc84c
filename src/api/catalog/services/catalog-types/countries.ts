import { z } from 'zod';
import { applyIndexedSearch, regionId } from '../read/filters';
import { loadById, relatedIds } from '../read/related';
import { idsRelatedTo } from '../read/sql';
import type { CollectionSpec } from '../read/collection-spec';
import { destinationsOfCountries } from '../read/country-destinations';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { optionalString, requiredString } from '../../../../plugins/contract/public';
import { presentCountry } from '../../presenters/countries';
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
  media: { flag_url: 'flag_file' },
  sort: { id: 't.id', name: 't.name', iso_code: 't.iso_code' },
  defaultSort: 'name',
  i18n: true,

  async filter(reader, query, ctx) {
    await applyIndexedSearch(reader, query, ctx, 'country');
    const region = await regionId(reader, ctx);
    if (region) query.whereIn('t.id', idsRelatedTo(ctx.strapi, ctx.knex, UID, 'region', [region]));
  },

  /** Each country with its region and its live destinations, loaded for the whole page at once. */
  async present(rows, ctx) {
    const ids = rows.map((row) => row.id);
    const regionOf = await relatedIds(ctx, UID, 'region', ids);
    const regions = await loadById(
      ctx,
      'api::region.region',
      [...regionOf.values()],
      ['key', 'label'],
      ['label'],
    );
    const destinationsOf = await destinationsOfCountries(ctx, ids);
    return rows.map((row) =>
      presentCountry(row, regions.get(regionOf.get(row.id) ?? -1) ?? null, destinationsOf.get(row.id) ?? []),
    );
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
};
