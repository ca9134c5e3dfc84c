import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ftsOf, kindName } from './fts-tiers';
import type { SearchKindName } from './kinds';
import { hasTypos, splitShort, wholeQuery, type QueryWord } from './query-words';
import { rowsOf } from '../read/compiled-template';

type EntryText = { id: number; name: string; names: string; body: string };

/** Whether one of the words of `tokens` is the query word (an alternative of it, as the full-text query has). */
const holds = (tokens: Set<string>, word: QueryWord, typos: boolean) => {
  for (const token of tokens) {
    if (token === word.word || (word.prefix && token.startsWith(word.word))) return true;
    if (typos && word.near.includes(token)) return true;
  }
  return false;
};

/**
 * Every word in the names (`names`) or anywhere, a short last word in the names only: the
 * full-text query of fts-tiers.ts (`matchQuery`) asked of one entry's own words.
 */
const matches = (
  entry: { names: Set<string>; all: Set<string> },
  words: QueryWord[],
  names: boolean,
  typos: boolean,
) => {
  const { short, rest } = splitShort(words);
  return (
    rest.every((word) => holds(names ? entry.names : entry.all, word, typos)) &&
    short.every((word) => holds(entry.names, word, false))
  );
};

/** The rank of one entry (CONTRACT §16), step for step as the tiers of fts-tiers.ts give it. */
const rankOf = (entry: EntryText, words: QueryWord[]) => {
  const whole = wholeQuery(words);
  if (entry.name === whole) return 0;
  if (entry.name.startsWith(whole)) return 1;
  const names = new Set(entry.names.split(' '));
  const text = { names, all: new Set([...names, ...entry.body.split(' ')]) };
  if (matches(text, words, true, false)) return 2;
  // Without a near word the typo steps are not asked: what is not in the names ranks last.
  if (!hasTypos(words)) return 4;
  if (matches(text, words, true, true)) return 3;
  return matches(text, words, false, false) ? 4 : 5;
};

/**
 * The records `ids` (all a search found, when they are few) in their rank's order, ranked from
 * their entries' own words rather than by a full-text query per rank: two common words that never
 * meet in one name cost FTS5 a walk of both words' lists per rank (1.2 ms each on 100,000 hotels),
 * where the few records found are ranked from their text at once. SQLite only: its tokenizer and
 * the normalised text split alike (letters and digits between single spaces).
 */
export const rankFew = async (
  strapi: Core.Strapi,
  knex: Knex,
  kind: SearchKindName,
  words: QueryWord[],
  ids: number[],
): Promise<number[]> => {
  if (ids.length === 0) return [];
  const { entries } = ftsOf(strapi, kind);
  const rows = rowsOf<EntryText>(
    await knex.raw(
      `SELECT record_id AS id, name, names, body FROM ${entries} WHERE kind = '${kindName(kind)}' AND record_id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    ),
  );
  return rows
    .map((row) => ({ id: Number(row.id), rank: rankOf(row, words) }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((row) => row.id);
};
