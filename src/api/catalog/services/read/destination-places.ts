import { TRASH_COLUMN, isTrashed } from '../../../../plugins/soft-delete/public';
import { overlayLocale } from './localize';
import { loadById } from './related';
import { link } from './sql';
import { tableOf } from '../../../../plugins/platform/public';
import type { ReadContext, Row } from './collection-spec';

const UID = 'api::destination.destination';

/** Translated names of the joined country and region (only when a translation is asked). */
export const translatePlaces = async (ctx: ReadContext, rows: Row[]) => {
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

/** The live categories of each destination of a page. */
export const categoriesOf = async (ctx: ReadContext, ids: number[]) => {
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
