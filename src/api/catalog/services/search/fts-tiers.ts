import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { rowsOf } from '../read/compiled-template';
import { tableOf } from '../../../../plugins/platform/public';
import { SEARCH_ENTRY, SEARCH_KIND_NAMES, type SearchKindName } from './kinds';
import { kindFts } from './structures';
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

/** SQLite's full-text queries (FTS5), over a kind's table keyed by the record's id. */
const FTS5: QuerySyntax = {
  word: (w) => `"${w}"`,
  prefix: (w) => `"${w}"*`,
  or: ' OR ',
  and: ' AND ',
  completes: true,
};

/** Every word, in any order: in the names only, or anywhere; a short last word in the names only. */
const matchQuery = (words: QueryWord[], { names, typos }: { names: boolean; typos: boolean }) => {
  const { short, rest } = splitShort(words);
  return [
    ...(rest.length ? [`${names ? 'names' : '{names body}'} : (${everyWord(rest, typos, FTS5)})`] : []),
    ...(short.length ? [`names : (${everyWord(short, false, FTS5)})`] : []),
  ].join(' AND ');
};

/**
 * The default-language name begins with the query: its words in order, the last as a prefix (or
 * as each word it completes, when the vocabulary knows them).
 */
const beginsQuery = (words: QueryWord[]) => {
  const first = words
    .slice(0, -1)
    .map((word) => `"${word.word}" + `)
    .join('');
  const { word, completions } = words[words.length - 1]!;
  // No completion known: the word itself, as a prefix (null) or as it is (none begins with it).
  if (!completions?.length) return `name : ^ ${first}"${word}"${completions === null ? '*' : ''}`;
  return `name : (${completions.map((ending) => `^ ${first}"${ending}"`).join(' OR ')})`;
};

/** A kind's name, checked: it is written into SQL as a name (its table) or a literal. */
export const kindName = (kind: SearchKindName) => {
  if (!SEARCH_KIND_NAMES.includes(kind)) throw new Error(`no search kind ${kind}`);
  return kind;
};

/** What a search of `kind` reads: its full-text table and the entries (for names equal to the query). */
export const ftsOf = (strapi: Core.Strapi, kind: SearchKindName) => ({
  fts: kindFts(tableOf(strapi, SEARCH_ENTRY), kindName(kind)),
  entries: tableOf(strapi, SEARCH_ENTRY),
});

/**
 * A search's full-text queries (CONTRACT §16): `found`, every record it finds; and the rank's
 * steps after "the name is the query" (rank 0, `named`): the name begins with it, every word in the
 * names, the same with typos, every word anywhere; what none of them holds ranks `last`.
 */
export const ftsTiers = (words: QueryWord[]) => {
  // Without a near word, the typo steps are the exact ones: not asked twice.
  const typos = hasTypos(words);
  return {
    found: matchQuery(words, { names: false, typos: true }),
    steps: [
      { rank: 1, match: beginsQuery(words) },
      { rank: 2, match: matchQuery(words, { names: true, typos: false }) },
      ...(typos
        ? [
            { rank: 3, match: matchQuery(words, { names: true, typos: true }) },
            { rank: 4, match: matchQuery(words, { names: false, typos: false }) },
          ]
        : []),
    ],
    last: typos ? 5 : 4,
  };
};

/** The ids of the records of `kind` whose default-language name is the query itself (rank 0). */
export const namedCondition = (strapi: Core.Strapi, kind: SearchKindName, words: QueryWord[]): Condition => {
  const { entries } = ftsOf(strapi, kind);
  return {
    sql: `SELECT record_id AS id FROM ${entries} WHERE kind = '${kindName(kind)}' AND name = ? AND record_id IS NOT NULL`,
    bindings: [wholeQuery(words)],
  };
};

/** `column IN` the records a full-text query finds. */
export const inFts = (fts: string, column: string, match: string): Condition => ({
  sql: `${column} IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`,
  bindings: [match],
});

/** The rank of the record `t` for the words, as a CASE over the steps (each a set read once). */
export const ftsRankExpression = (
  strapi: Core.Strapi,
  kind: SearchKindName,
  words: QueryWord[],
): Condition => {
  const { fts } = ftsOf(strapi, kind);
  const tiers = ftsTiers(words);
  const named = namedCondition(strapi, kind, words);
  const steps = tiers.steps.map((step) => ({ rank: step.rank, ...inFts(fts, 't.id', step.match) }));
  return {
    sql: `CASE WHEN t.id IN (${named.sql}) THEN 0 ${steps
      .map((step) => `WHEN ${step.sql} THEN ${step.rank}`)
      .join(' ')} ELSE ${tiers.last} END`,
    bindings: [...named.bindings, ...steps.flatMap((step) => step.bindings)],
  };
};

/** A rank's records in id order: a query, or (read already) their ids. */
export type RankTier = (Condition & { fallback?: Condition }) | { ids: number[] };

/** Up to this many names beginning with the query are read from the entries' index by name. */
const FEW_BEGIN = 200;

/** The entries of `kind` whose default-language name begins with the query: a range of their index by name. */
const beginningEntries = (strapi: Core.Strapi, kind: SearchKindName, words: QueryWord[]): Condition => {
  const { entries } = ftsOf(strapi, kind);
  const whole = wholeQuery(words);
  return {
    sql: `FROM ${entries} WHERE kind = '${kindName(kind)}' AND name >= ? AND name < ? AND record_id IS NOT NULL`,
    bindings: [whole, `${whole}\u{10FFFF}`],
  };
};

/**
 * A ranked page's tiers on SQLite (ranked-page.ts), each the ids of a rank's records in id order
 * from the kind's full-text table: the name is the query (from the entries; they are among those
 * whose name begins with it, the first step. Read through the full-text table, which holds them
 * in id order: the entries' index by name does not, and SQLite walked every entry of the kind in
 * id order instead, 45 ms), each step, then everything found; and the count of everything found.
 * Names beginning with the query are read from the entries' index by name when they are few: the
 * full-text table finds them by walking every name holding the word (1.5 ms for `harbour` among
 * 100,000 hotels, none of which begins with it), the index in a range (0.02 ms); when they are many
 * the walk meets enough of them at once. Never a record in the trash (`trashed`: ids of the list's
 * table, read once: trash-exclusion.ts).
 */
export const ftsTierQueries = async (
  strapi: Core.Strapi,
  knex: Knex,
  { kind, words }: { kind: SearchKindName; words: QueryWord[] },
  trashed: TrashExclusion,
) => {
  const { fts } = ftsOf(strapi, kind);
  const { found, steps } = ftsTiers(words);
  const named = namedCondition(strapi, kind, words);
  const matching = (match: string, extra?: Condition): Condition => ({
    sql: `FROM ${fts} WHERE ${fts} MATCH ? ${extra ? `AND ${extra.sql}` : ''} ${trashed.clause('rowid')}`,
    bindings: [match, ...(extra?.bindings ?? []), ...trashed.bindings],
  });
  const ids = ({ sql, bindings }: Condition) => ({
    sql: `SELECT rowid AS id ${sql} ORDER BY rowid`,
    bindings,
  });
  const all = matching(found);
  const begins = beginningEntries(strapi, kind, words);
  // The live ones whose name begins with the query, and whether it is the whole name: one more
  // than few read means many (the index's range, walked no further).
  const read = rowsOf<{ id: number; exact: number }>(
    await knex.raw(
      `SELECT record_id AS id, name = ? AS exact ${begins.sql} ${trashed.clause('record_id')} LIMIT ${FEW_BEGIN + 1}`,
      [wholeQuery(words), ...begins.bindings, ...trashed.bindings],
    ),
  );
  const beginning = read.length <= FEW_BEGIN ? read : null;
  const inOrder = (rows: Array<{ id: number }>) => ({
    ids: rows.map((row) => Number(row.id)).sort((a, b) => a - b),
  });
  const firstTwo: RankTier[] = beginning
    ? [inOrder(beginning.filter((row) => Number(row.exact) === 1)), inOrder(beginning)]
    : [
        ids(matching(steps[0].match, { sql: `rowid IN (${named.sql})`, bindings: named.bindings })),
        ids(matching(steps[0].match)),
      ];
  // A step the same as an earlier one (the words' completions are their near words) adds nothing.
  const later = [...steps.slice(1).map((step) => step.match), found].filter(
    (match, index, matches) => index === matches.indexOf(match),
  );
  return {
    tiers: [...firstTwo, ...later.map((match) => ids(matching(match)))],
    count: { sql: `SELECT count(*) AS n ${all.sql}`, bindings: all.bindings },
  };
};
