import { overlayLocale } from './localize';
import { link } from './sql';
import { fileColumn, mediaUrl, preferUploaded } from './media';
import { tableOf } from '../../../../plugins/platform/public';
import type { ReadContext } from './collection-spec';
import { scopeTrash } from '../../../../plugins/soft-delete/public';

const DESTINATION = 'api::destination.destination';

export type CountryDestination = { id: number; name: string; city_name: string | null; image: string | null };

/**
 * The live destinations of a page of countries, in one query (plus one for a translation):
 * the legacy country list embedded them (CONTRACT §10).
 */
export const destinationsOfCountries = async (
  ctx: ReadContext,
  countryIds: number[],
): Promise<Map<number, CountryDestination[]>> => {
  const byCountry = new Map<number, CountryDestination[]>(countryIds.map((id) => [id, []]));
  if (countryIds.length === 0) return byCountry;
  const table = tableOf(ctx.strapi, DESTINATION);
  const toCountry = link(ctx.strapi, DESTINATION, 'country');
  const rows = (await scopeTrash(
    ctx
      .knex(`${table} as d`)
      .join(`${toCountry.table} as dc`, `dc.${toCountry.from}`, 'd.id')
      .whereIn(`dc.${toCountry.to}`, countryIds)
      .where('d.locale', 'en'),
    'live',
    'd',
  )
    .orderBy('d.id')
    .select(
      'd.id',
      'd.document_id',
      'd.name',
      'd.city_name',
      'd.image',
      mediaUrl(ctx.strapi, ctx.knex, DESTINATION, 'image_file', 'd').as(fileColumn('image')),
      `dc.${toCountry.to} as country_id`,
    )) as Array<CountryDestination & { document_id: string; country_id: number }>;
  const withFiles = preferUploaded(rows, ctx.strapi.config.get('server.url') as string);
  const translated = await overlayLocale(ctx.knex, table, withFiles, ['name', 'city_name'], ctx.locale);
  for (const row of translated)
    byCountry
      .get(row.country_id)
      ?.push({ id: row.id, name: row.name, city_name: row.city_name ?? null, image: row.image ?? null });
  return byCountry;
};
