import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, type SearchKindName } from './kinds';
import { kindName } from './fts-tiers';
import { vectorsTable } from './pg-structures';
import type { TrashExclusion } from './trash-exclusion';
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

/** The document ids of the entries of `kind` the words find (through the kind's GIN index). */
export const documentsMatching = (
  strapi: Core.Strapi,
  words: QueryWord[],
  kind: SearchKindName,
): Condition => {
  const match = matchCondition(words, { names: false, typos: true });
  // The kind as a literal: the planner proves a partial index's predicate from it.
  return {
    sql: `SELECT se.record_document_id FROM ${tableOf(strapi, SEARCH_ENTRY)} AS se JOIN ${vectorsOf(strapi)} AS sv
      ON sv.id = se.id WHERE sv.kind = '${kindName(kind)}' AND ${match.sql}`,
    bindings: match.bindings,
  };
};

/**
 * The records of `kind` the words find, as a condition on their document id (`column`): the
 * matching entries are found first, then their records.
 */
export const matchedDocuments = (
  strapi: Core.Strapi,
  words: QueryWord[],
  kind: SearchKindName,
  column: string,
): Condition => {
  const documents = documentsMatching(strapi, words, kind);
  return { sql: `${column} IN (${documents.sql})`, bindings: documents.bindings };
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

/** Rows of a kind read in id order before a tier gives up on its first records being early. */
const WINDOW = 2000;

/** A tier's ids in id order: first from the kind's earliest rows, then (when too few) from all. */
export type PgTier = Condition & { fallback: Condition };

/**
 * A ranked page's tiers on PostgreSQL (ranked-page.ts), each the ids of a rank's records in id
 * order: the name is the query, the name begins with it (the entries' names), then the steps over
 * the stored vectors; and the count of everything found. Never a record in the trash (`trashed`).
 * A tier is asked of the kind's first 2,000 rows in id order, then, if they hold too few, of all
 * its matches sorted: the planner, left to choose, walked 100,000 hotels in id order for a word
 * no hotel name has (92 ms), and sorting every match of a common word costs 37 ms.
 */
export const pgTierQueries = (
  strapi: Core.Strapi,
  { kind, words }: { kind: SearchKindName; words: QueryWord[] },
  trashed: TrashExclusion,
) => {
  const live = (alias: string) => `${alias}.kind = '${kindName(kind)}' AND ${alias}.record_id IS NOT NULL`;
  const tier = (table: string, alias: string, columns: string, match: Condition): PgTier => {
    const kept = `${match.sql} ${trashed.clause(`${alias}.record_id`)}`;
    const bindings = [...match.bindings, ...trashed.bindings];
    return {
      sql: `SELECT ${alias}.record_id AS id FROM (SELECT ${columns} FROM ${table} w WHERE ${live('w')}
        ORDER BY w.record_id LIMIT ${WINDOW}) ${alias} WHERE ${kept} ORDER BY ${alias}.record_id`,
      bindings,
      // The order as an expression: no index walk in id order, the matches are found first.
      fallback: {
        sql: `SELECT ${alias}.record_id AS id FROM ${table} ${alias} WHERE ${live(alias)} AND ${kept}
          ORDER BY ${alias}.record_id + 0`,
        bindings,
      },
    };
  };
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const vectors = vectorsOf(strapi);
  const byName = (condition: string, value: string) =>
    tier(entries, 'se', 'w.record_id, w.name', { sql: `se.name ${condition}`, bindings: [value] });
  const byWords = (options: { names: boolean; typos: boolean }) =>
    tier(vectors, 'sv', 'w.record_id, w.names, w.words', matchCondition(words, options));
  const found = matchCondition(words, { names: false, typos: true });
  const whole = wholeQuery(words);
  // The query's words are letters, digits and spaces: nothing LIKE reads as a pattern.
  return {
    tiers: [
      byName('= ?', whole),
      byName('LIKE ?', `${whole}%`),
      byWords({ names: true, typos: false }),
      ...(hasTypos(words)
        ? [byWords({ names: true, typos: true }), byWords({ names: false, typos: false })]
        : []),
      byWords({ names: false, typos: true }),
    ],
    count: {
      sql: `SELECT count(*) AS n FROM ${vectors} sv WHERE ${live('sv')} AND ${found.sql}
        ${trashed.clause('sv.record_id')}`,
      bindings: [...found.bindings, ...trashed.bindings],
    },
  };
};
