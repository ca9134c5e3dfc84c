import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ftsTierQueries, type RankTier } from './fts-tiers';
import { pgTierQueries } from './pg-match';
import { rankFew } from './few-ranked';
import { trashExclusion } from './trash-exclusion';
import type { SearchRequest } from './matcher';
import type { Condition } from './query-words';
import { rowsOf } from '../read/compiled-template';

/**
 * A page of a search in its rank's order (CONTRACT §16), read tier by tier from the kind's
 * full-text table in the records' id order with a limit each: the first twenty of 20,000 matches
 * cost what twenty cost, where ranking every match first cost them all. The rows before the page
 * are read as ids (the walk needs them to know what a later tier already showed). The total (when
 * `counted`) is the index's count of the matches. For an unfiltered public list of live rows
 * (`table`, its default-language rows) with no sort asked; any other list narrows by the
 * matcher's condition. The tiers: fts-tiers.ts (SQLite), pg-match.ts (PostgreSQL).
 */
export const rankedPage = async (
  strapi: Core.Strapi,
  knex: Knex,
  table: string,
  search: SearchRequest,
  { offset, limit, counted, locale }: { offset: number; limit: number; counted: boolean; locale: string },
): Promise<{ ids: number[]; total: number }> => {
  const trashed = await trashExclusion(knex, table, locale);
  const { tiers, count }: { tiers: RankTier[]; count: Condition } =
    strapi.db.dialect.client === 'postgres'
      ? pgTierQueries(strapi, search, trashed)
      : await ftsTierQueries(strapi, knex, search, trashed);
  // Every tier is read up to the page's end: its first `wanted` rows hold at most as many records
  // an earlier tier showed as have been placed, so they hold all this tier still has to place.
  const wanted = offset + limit;
  const read = async (query: Condition) =>
    rowsOf<{ id: number }>(await knex.raw(`${query.sql} LIMIT ${wanted}`, query.bindings as never));
  const idsOf = async (tier: RankTier) => {
    if ('ids' in tier) return tier.ids.slice(0, wanted);
    let rows = await read(tier);
    // Too few among the kind's first rows (PostgreSQL): all its matches, in order.
    if (rows.length < wanted && tier.fallback) rows = await read(tier.fallback);
    return rows.map((row) => row.id);
  };
  // Several words on SQLite: all they find first (the last tier); few, and they are ranked at once.
  if (strapi.db.dialect.client !== 'postgres' && search.words.length > 1) {
    const found = await idsOf(tiers[tiers.length - 1]!);
    if (found.length < wanted) {
      const ranked = await rankFew(strapi, knex, search.kind, search.words, found);
      return { ids: ranked.slice(offset), total: ranked.length };
    }
  }
  const placed = new Set<number>();
  for (const tier of tiers) {
    const rows = await idsOf(tier);
    for (const id of rows) if (placed.size < wanted) placed.add(id);
    // A tier that filled its limit leaves the rest for later pages: this page is whole.
    if (rows.length === wanted || placed.size >= wanted) break;
  }
  const ranked = [...placed];
  const ids = ranked.slice(offset);
  // Fewer than wanted: the last tier (all the search found) was read to its end.
  if (!counted || ranked.length < wanted) return { ids, total: ranked.length };
  const [{ n }] = rowsOf<{ n: number | string }>(await knex.raw(count.sql, count.bindings));
  return { ids, total: Number(n) };
};
