import { overlayLocale } from './localize';
import { link } from './sql';
import { tableOf } from '../../../../plugins/platform/public';
import type { ReadContext, Row } from './collection-spec';

/** Rows of `uid` by id (live or not: a trashed parent still names itself), translated, as a map. */
export const loadById = async (
  ctx: ReadContext,
  uid: string,
  ids: Array<number | null | undefined>,
  columns: string[],
  localized: string[],
) => {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map<number, Row>();
  const table = tableOf(ctx.strapi, uid);
  const rows = (await ctx
    .knex(table)
    .select(['id', 'document_id', ...columns])
    .whereIn('id', wanted)) as Row[];
  const translated = await overlayLocale(ctx.knex, table, rows, localized, ctx.locale);
  return new Map(translated.map((row) => [row.id, row]));
};

/** For each of `ids`, the id on the other side of its manyToOne `attribute`. */
export const relatedIds = async (ctx: ReadContext, uid: string, attribute: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const l = link(ctx.strapi, uid, attribute);
  const rows = (await ctx
    .knex(l.table)
    .select(`${l.from} as source`, `${l.to} as target`)
    .whereIn(l.from, ids)) as Array<{ source: number; target: number }>;
  return new Map(rows.map((row) => [row.source, row.target]));
};
