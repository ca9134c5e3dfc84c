import { applySearch, regionId } from '../filters';
import { loadById, relatedIds } from '../related';
import { idsRelatedTo, iso, tableOf } from '../sql';
import type { CollectionSpec } from '../types';
import { destinationsOfCountries } from '../country-destinations';
import { regionObject } from '../region-object';

const UID = 'api::country.country';

export const countries: CollectionSpec = {
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
