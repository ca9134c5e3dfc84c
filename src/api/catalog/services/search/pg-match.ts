import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, type SearchKindName } from './kinds';
import { kindName } from './fts-tiers';
import { vectorsTable } from './pg-structures';
import {
  everyWord,
  hasTypos,
  splitShort,
  wholeQuery,
  type Condition,
  type QuerySyntax,
  type QueryWord,
} from './query-words';

/** PostgreSQL's text-search queries, over the entries' stored vectors (`sv`, beside the entry `se`). */
const TSQUERY: QuerySyntax = { word: (w) => w, prefix: (w) => `${w}:*`, or: ' | ', and: ' & ' };

/** Every word, in any order: in the names only, or anywhere; a short last word in the names only. */
const matchCondition = (
  words: QueryWord[],
  { names, typos }: { names: boolean; typos: boolean },
): Condition => {
  const { short, rest } = splitShort(words);
  const parts: Condition[] = [
    ...(rest.length
      ? [
          {
            sql: `sv.${names ? 'names' : 'words'} @@ to_tsquery('simple', ?)`,
            bindings: [everyWord(rest, typos, TSQUERY)],
          },
        ]
      : []),
    ...(short.length
      ? [{ sql: `sv.names @@ to_tsquery('simple', ?)`, bindings: [everyWord(short, false, TSQUERY)] }]
      : []),
  ];
  return {
    sql: parts.map((part) => part.sql).join(' AND '),
    bindings: parts.flatMap((part) => part.bindings),
  };
};

/** The vectors' table, joined as `sv` beside the entry `se`. */
export const vectorsOf = (strapi: Core.Strapi) => vectorsTable(tableOf(strapi, SEARCH_ENTRY));

/**
 * The records of `kind` the words find, as a condition on their document id (`column`): the
 * matching entries are found first (through the kind's GIN index), then their records.
 */
export const matchedDocuments = (
  strapi: Core.Strapi,
  words: QueryWord[],
  kind: SearchKindName,
  column: string,
): Condition => {
  const match = matchCondition(words, { names: false, typos: true });
  const entries = tableOf(strapi, SEARCH_ENTRY);
  // The kind as a literal: the planner proves a partial index's predicate from it.
  return {
    sql: `${column} IN (SELECT se.record_document_id FROM ${entries} AS se JOIN ${vectorsOf(strapi)} AS sv
      ON sv.id = se.id WHERE sv.kind = '${kindName(kind)}' AND ${match.sql})`,
    bindings: match.bindings,
  };
};

/**
 * The rank of the joined entry (`se`, `sv`) for the words (CONTRACT §16), lowest first: the name
 * itself, a name the query begins, every word in the name, the same with typos, every word
 * anywhere, then anywhere with typos (what the search found at all).
 */
export const pgRankExpression = (words: QueryWord[]): Condition => {
  const whole = wholeQuery(words);
  const typos = hasTypos(words);
  const steps: Array<[Condition, number]> = [
    [matchCondition(words, { names: true, typos: false }), 2],
    ...(typos
      ? ([
          [matchCondition(words, { names: true, typos: true }), 3],
          [matchCondition(words, { names: false, typos: false }), 4],
        ] as Array<[Condition, number]>)
      : []),
  ];
  return {
    sql: `CASE WHEN se.name = ? THEN 0 WHEN substr(se.name, 1, ?) = ? THEN 1 ${steps
      .map(([step, rank]) => `WHEN ${step.sql} THEN ${rank}`)
      .join(' ')} ELSE ${typos ? 5 : 4} END`,
    bindings: [whole, [...whole].length, whole, ...steps.flatMap(([step]) => step.bindings)],
  };
};

/**
 * A ranked page's tiers on PostgreSQL (ranked-page.ts), each the ids of a rank's records in id
 * order: the name is the query, the name begins with it (the entries' names), then the steps over
 * the stored vectors; and the count of everything found. Never a record in the trash (`trashed`).
 */
export const pgTierQueries = (
  strapi: Core.Strapi,
  { kind, words }: { kind: SearchKindName; words: QueryWord[] },
  trashed: Condition,
) => {
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const listed = (alias: string) =>
    `${alias}.kind = '${kindName(kind)}' AND ${alias}.record_id IS NOT NULL AND ${alias}.record_id NOT IN (${trashed.sql})`;
  const byName = (condition: string, value: string): Condition => ({
    sql: `SELECT se.record_id AS id FROM ${entries} se WHERE ${condition} AND ${listed('se')} ORDER BY se.record_id`,
    bindings: [value, ...trashed.bindings],
  });
  const fromVectors = (match: Condition, select = 'sv.record_id AS id'): Condition => ({
    sql: `SELECT ${select} FROM ${vectorsOf(strapi)} sv WHERE ${match.sql} AND ${listed('sv')}${
      select === 'count(*) AS n' ? '' : ' ORDER BY sv.record_id'
    }`,
    bindings: [...match.bindings, ...trashed.bindings],
  });
  const typos = hasTypos(words);
  const whole = wholeQuery(words);
  // The query's words are letters, digits and spaces: nothing LIKE reads as a pattern.
  return {
    tiers: [
      byName('se.name = ?', whole),
      byName('se.name LIKE ?', `${whole}%`),
      fromVectors(matchCondition(words, { names: true, typos: false })),
      ...(typos
        ? [
            fromVectors(matchCondition(words, { names: true, typos: true })),
            fromVectors(matchCondition(words, { names: false, typos: false })),
          ]
        : []),
      fromVectors(matchCondition(words, { names: false, typos: true })),
    ],
    count: fromVectors(matchCondition(words, { names: false, typos: true }), 'count(*) AS n'),
  };
};
