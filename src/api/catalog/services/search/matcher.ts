import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { searchWords } from '../../../../lib/search-text';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, type SearchKindName } from './kinds';
import { kindFts, vectorsTable } from './structures';
import { nearWords } from './vocabulary';

/** Words of a query beyond these are not read: a search box's query, not a document. */
const MAX_WORDS = 8;

/** One word of a query and what it may match: itself, its near words, and (the last word) any word it begins. */
export type QueryWord = { word: string; near: string[]; prefix: boolean };

/** A condition on the joined search entry `se`, with its bound values. */
export type Condition = { sql: string; bindings: unknown[] };

/** The words of a query, each with its near words, normalised as the index is. */
export const queryWords = async (strapi: Core.Strapi, knex: Knex, text: string): Promise<QueryWord[]> => {
  const words = searchWords(text).slice(0, MAX_WORDS);
  return Promise.all(
    words.map(async (word, index) => ({
      word,
      near: await nearWords(strapi, knex, word),
      prefix: index === words.length - 1,
    })),
  );
};

/** Each word's alternatives: itself, a word it begins (the last), its near words when typos count. */
const alternatives = ({ word, near, prefix }: QueryWord, typos: boolean) => ({
  exact: [word, ...(typos ? near : [])],
  prefix: prefix ? [word] : [],
});

/**
 * The full-text query of the words: every word (in any order) as one of its alternatives. The
 * words hold letters and digits only (normalised): no operator of the query languages can come
 * from what was typed.
 */
const ftsQuery = (words: QueryWord[], typos: boolean) =>
  words
    .map((word) => {
      const { exact, prefix } = alternatives(word, typos);
      return `(${[...exact.map((w) => `"${w}"`), ...prefix.map((w) => `"${w}"*`)].join(' OR ')})`;
    })
    .join(' AND ');

const tsQuery = (words: QueryWord[], typos: boolean) =>
  words
    .map((word) => {
      const { exact, prefix } = alternatives(word, typos);
      return `(${[...exact, ...prefix.map((w) => `${w}:*`)].join(' | ')})`;
    })
    .join(' & ');

/**
 * A last word of one or two letters, typed as the beginning of a word, begins a name: as the
 * beginning of any word of a description it would find nearly everything, and a traveller typing
 * `b` means a place whose name begins with it.
 */
const SHORT_PREFIX = 3;
const isShortPrefix = (word: QueryWord) => word.prefix && [...word.word].length < SHORT_PREFIX;

/**
 * The entries of `kind` the words find: in their names only, or anywhere (names, city, country,
 * description); with the near words of mistyped ones, or exactly as typed. A short last word
 * looks in the names only (above). The condition is on the entry `se` (SQLite: by id, through the
 * kind's full-text table) or on its stored vectors `sv` (PostgreSQL).
 */
export const matchCondition = (
  strapi: Core.Strapi,
  words: QueryWord[],
  kind: SearchKindName,
  { names, typos }: { names: boolean; typos: boolean },
): Condition => {
  const short = words.filter(isShortPrefix);
  const rest = words.filter((word) => !isShortPrefix(word));
  if (strapi.db.dialect.client === 'postgres') {
    const parts: Condition[] = [
      ...(rest.length
        ? [
            {
              sql: `sv.${names ? 'names' : 'words'} @@ to_tsquery('simple', ?)`,
              bindings: [tsQuery(rest, typos)],
            },
          ]
        : []),
      ...(short.length
        ? [{ sql: `sv.names @@ to_tsquery('simple', ?)`, bindings: [tsQuery(short, false)] }]
        : []),
    ];
    return {
      sql: parts.map((part) => part.sql).join(' AND '),
      bindings: parts.flatMap((part) => part.bindings),
    };
  }
  const fts = kindFts(tableOf(strapi, SEARCH_ENTRY), kindName(kind));
  const query = [
    ...(rest.length ? [names ? `names : (${ftsQuery(rest, typos)})` : ftsQuery(rest, typos)] : []),
    ...(short.length ? [`names : (${ftsQuery(short, false)})`] : []),
  ].join(' AND ');
  return { sql: `se.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`, bindings: [query] };
};

/** A kind's name, checked: it is written into SQL as a name (its table) or a literal (its indexes). */
const kindName = (kind: SearchKindName) => {
  if (!SEARCH_KIND_NAMES.includes(kind)) throw new Error(`no search kind ${kind}`);
  return kind;
};

/**
 * The join of the entry's stored vectors on PostgreSQL (`sv`, beside the entry `se`), which the
 * match and the rank read; nothing on SQLite.
 */
export const vectorsJoin = (strapi: Core.Strapi): string | undefined =>
  strapi.db.dialect.client === 'postgres' ? vectorsTable(tableOf(strapi, SEARCH_ENTRY)) : undefined;

/**
 * The records of `kind` the words find, as a condition on their document id (`column`). Driven by
 * the full-text index: the matching entries are found first, then their records by document id.
 * (A match on the joined entry's id instead let SQLite walk every record of the list and probe the
 * index once per match for each: 91 s for `par` on 5,000 destinations.)
 */
export const matchedDocuments = (
  strapi: Core.Strapi,
  words: QueryWord[],
  kind: SearchKindName,
  column: string,
): Condition => {
  const match = matchCondition(strapi, words, kind, { names: false, typos: true });
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const vectors = vectorsJoin(strapi);
  // The kind as a literal: PostgreSQL's planner proves a partial index's predicate from it.
  const from = vectors
    ? `${entries} AS se JOIN ${vectors} AS sv ON sv.id = se.id WHERE sv.kind = '${kindName(kind)}'`
    : `${entries} AS se WHERE se.kind = '${kindName(kind)}'`;
  return {
    sql: `${column} IN (SELECT se.record_document_id FROM ${from} AND ${match.sql})`,
    bindings: match.bindings,
  };
};

/**
 * The rank of an entry for the words (CONTRACT §16), lowest first: the name itself, a name the
 * query begins, every word in the name, the same with typos, every word anywhere, then anywhere
 * with typos (what the search found at all).
 */
export const rankExpression = (strapi: Core.Strapi, words: QueryWord[], kind: SearchKindName): Condition => {
  const whole = words.map((word) => word.word).join(' ');
  // Without a near word, the typo steps are the exact ones: not asked twice.
  const typos = words.some((word) => word.near.length > 0);
  const steps: Array<[Condition, number]> = [
    [matchCondition(strapi, words, kind, { names: true, typos: false }), 2],
    ...(typos
      ? [[matchCondition(strapi, words, kind, { names: true, typos: true }), 3] as [Condition, number]]
      : []),
    ...(typos
      ? [[matchCondition(strapi, words, kind, { names: false, typos: false }), 4] as [Condition, number]]
      : []),
  ];
  return {
    sql: `CASE WHEN se.name = ? THEN 0 WHEN substr(se.name, 1, ?) = ? THEN 1 ${steps
      .map(([step, rank]) => `WHEN ${step.sql} THEN ${rank}`)
      .join(' ')} ELSE ${typos ? 5 : 4} END`,
    bindings: [whole, [...whole].length, whole, ...steps.flatMap(([step]) => step.bindings)],
  };
};
