import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { ftsOf, ftsTiers, namedCondition } from './fts-tiers';
import type { SearchRequest } from './matcher';
import type { Condition } from './query-words';

/** Whether the database reads ranked pages tier by tier (SQLite's full-text tables are keyed by record). */
export const readsRankedPages = (strapi: Core.Strapi) => strapi.db.dialect.client !== 'postgres';

/** The ids of one rank's records, in the records' id order (the lists' own). */
type Tier = Condition;

/**
 * The rank's tiers as queries of ids: the records whose name is the query (from the entries; they
 * are among those whose name begins with it, the first step), then each full-text step without
 * what an earlier step holds, then what the search found besides; never a record in the trash
 * (`trashed`: ids of the list's table).
 */
const tiersOf = (strapi: Core.Strapi, { kind, words }: SearchRequest, trashed: Condition): Tier[] => {
  const { fts } = ftsOf(strapi, kind);
  const { found, steps } = ftsTiers(words);
  const named = namedCondition(strapi, kind, words);
  const fromFts = (match: string): Tier => ({
    sql: `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${named.sql})
      AND rowid NOT IN (${trashed.sql}) ORDER BY rowid`,
    bindings: [match, ...named.bindings, ...trashed.bindings],
  });
  const without = (match: string, before: string[]) =>
    before.length === 0 ? match : `(${match}) NOT (${before.map((step) => `(${step})`).join(' OR ')})`;
  const matches = steps.map((step) => step.match);
  return [
    // Read through the full-text table, which holds them in id order (the entries' index by name
    // does not: SQLite walked every entry of the kind in id order instead, 45 ms).
    {
      sql: `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ? AND rowid IN (${named.sql})
        AND rowid NOT IN (${trashed.sql}) ORDER BY rowid`,
      bindings: [matches[0], ...named.bindings, ...trashed.bindings],
    },
    ...matches.map((match, index) => fromFts(without(match, matches.slice(0, index)))),
    fromFts(without(found, matches)),
  ];
};

const rowsOf = <T>(result: unknown) => result as T[];

/**
 * A page of a search in its rank's order (CONTRACT §16), read tier by tier from the kind's
 * full-text table in the records' id order with a limit each: the first twenty of 20,000 matches
 * cost what twenty cost, where ranking every match first cost them all. A tier before the page is
 * counted, not read. The total (when `counted`) is the full-text table's count of the matches.
 * For an unfiltered public list of live rows (`table`, its default-language rows) with no sort
 * asked; any other list narrows by the matcher's condition.
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
  const ids: number[] = [];
  let skip = offset;
  for (const tier of tiersOf(strapi, search, trashed)) {
    if (ids.length >= limit) break;
    if (skip > 0) {
      const [{ n }] = rowsOf<{ n: number }>(
        await knex.raw(`SELECT count(*) AS n FROM (${tier.sql})`, tier.bindings),
      );
      if (Number(n) <= skip) {
        skip -= Number(n);
        continue;
      }
    }
    const rows = rowsOf<{ id: number }>(
      await knex.raw(`${tier.sql} LIMIT ${limit - ids.length} OFFSET ${skip}`, tier.bindings),
    );
    ids.push(...rows.map((row) => row.id));
    skip = 0;
  }
  if (!counted || (offset === 0 && ids.length < limit)) return { ids, total: ids.length };
  const { fts } = ftsOf(strapi, search.kind);
  const [{ n }] = rowsOf<{ n: number }>(
    await knex.raw(
      `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ? AND rowid NOT IN (${trashed.sql})`,
      [ftsTiers(search.words).found, ...trashed.bindings],
    ),
  );
  return { ids, total: Number(n) };
};
