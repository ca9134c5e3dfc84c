import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { ftsOf, ftsTiers, namedCondition } from './fts-tiers';
import type { SearchRequest } from './matcher';
import type { Condition } from './query-words';

/** Whether the database reads ranked pages tier by tier (SQLite's full-text tables are keyed by record). */
export const readsRankedPages = (strapi: Core.Strapi) => strapi.db.dialect.client !== 'postgres';

/**
 * The rank's tiers as queries of ids in the records' id order (the lists' own), never a record in
 * the trash (`trashed`: ids of the list's table): the records whose name is the query (from the
 * entries; they are among those whose name begins with it, the first step), each full-text step,
 * then everything the search found. A tier holds the earlier ones' records too: the walk skips them.
 */
const tiersOf = (strapi: Core.Strapi, { kind, words }: SearchRequest, trashed: Condition): Condition[] => {
  const { fts } = ftsOf(strapi, kind);
  const { found, steps } = ftsTiers(words);
  const named = namedCondition(strapi, kind, words);
  const fromFts = (match: string, extra?: Condition): Condition => ({
    sql: `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? ${extra ? `AND ${extra.sql}` : ''}
      AND rowid NOT IN (${trashed.sql}) ORDER BY rowid`,
    bindings: [match, ...(extra?.bindings ?? []), ...trashed.bindings],
  });
  return [
    // Read through the full-text table, which holds them in id order (the entries' index by name
    // does not: SQLite walked every entry of the kind in id order instead, 45 ms).
    fromFts(steps[0].match, { sql: `rowid IN (${named.sql})`, bindings: named.bindings }),
    ...steps.map((step) => fromFts(step.match)),
    fromFts(found),
  ];
};

const rowsOf = <T>(result: unknown) => result as T[];

/**
 * A page of a search in its rank's order (CONTRACT §16), read tier by tier from the kind's
 * full-text table in the records' id order with a limit each: the first twenty of 20,000 matches
 * cost what twenty cost, where ranking every match first cost them all. The rows before the page
 * are read as ids (the walk needs them to know what a later tier already showed). The total (when
 * `counted`) is the full-text table's count of the matches. For an unfiltered public list of live
 * rows (`table`, its default-language rows) with no sort asked; any other list narrows by the
 * matcher's condition.
 */
export const rankedPage = async (
  strapi: Core.Strapi,
  knex: Knex,
  table: string,
  search: SearchRequest,
  { offset, limit, counted, locale }: { offset: number; limit: number; counted: boolean; locale: string },
): Promise<{ ids: number[]; total: number }> => {
  const trashed = {
    sql: `SELECT id FROM ${table} WHERE locale = ? AND ${TRASH_COLUMN} IS NOT NULL`,
    bindings: [locale],
  };
  const wanted = offset + limit;
  const seen = new Set<number>();
  const ranked: number[] = [];
  for (const tier of tiersOf(strapi, search, trashed)) {
    // Enough to find what is still wanted beyond every record an earlier tier held.
    const asked = wanted - ranked.length + seen.size;
    const rows = rowsOf<{ id: number }>(await knex.raw(`${tier.sql} LIMIT ${asked}`, tier.bindings));
    for (const { id } of rows)
      if (!seen.has(id) && ranked.length < wanted) {
        seen.add(id);
        ranked.push(id);
      }
    // A tier that filled its limit leaves the rest for later pages: this page is whole.
    if (rows.length === asked || ranked.length >= wanted) break;
  }
  const ids = ranked.slice(offset);
  // Fewer than wanted: the last tier (all the search found) was read to its end.
  if (!counted || ranked.length < wanted) return { ids, total: ranked.length };
  const { fts } = ftsOf(strapi, search.kind);
  const [{ n }] = rowsOf<{ n: number }>(
    await knex.raw(
      `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${trashed.sql})`,
      [ftsTiers(search.words).found, ...trashed.bindings],
    ),
  );
  return { ids, total: Number(n) };
};
