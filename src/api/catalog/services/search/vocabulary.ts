import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { typosAllowed, withinTypos } from '../../../../lib/search-text';
import { SEARCH_TERM } from './kinds';

/** How many near words of the vocabulary are weighed for one mistyped word. */
const CANDIDATES = 200;

/** The trigrams of a word (the vocabulary's index on SQLite takes them as phrases). */
const trigrams = (word: string) => {
  const letters = [...word];
  return [...new Set(letters.slice(0, -2).map((_, i) => letters.slice(i, i + 3).join('')))];
};

/**
 * Words of about the same length that begin as `word` does: a typo inside a short word can leave
 * it no trigram in common with what was meant (`oprea`, `opera`), never its first two letters
 * (the trigrams catch a typo there).
 */
const sameStart = (knex: Knex, terms: string, word: string, typos: number) => {
  const start = [...word].slice(0, 2).join('');
  const length = [...word].length;
  return knex(terms)
    .select('term')
    .where('term', '>=', start)
    .where('term', '<', `${start}\uffff`)
    .whereRaw('length(term) BETWEEN ? AND ?', [length - typos, length + typos])
    .limit(CANDIDATES * 5) as Promise<Array<{ term: string }>>;
};

/**
 * The indexed words a word may be a typo of (CONTRACT §16: one typo in 5 letters or more, two in
 * 9 or more): candidates sharing its trigrams (from the vocabulary's trigram index) or its first
 * two letters, then checked by their distance. The word itself is not among them.
 */
export const nearWords = async (strapi: Core.Strapi, knex: Knex, word: string): Promise<string[]> => {
  const typos = typosAllowed(word);
  if (typos === 0) return [];
  const terms = tableOf(strapi, SEARCH_TERM);
  const byStart = await sameStart(knex, terms, word, typos);
  const found =
    strapi.db.dialect.client === 'postgres'
      ? ((await knex(terms)
          .select('term')
          .whereRaw('term % ?', [word])
          .orderByRaw('similarity(term, ?) DESC', [word])
          .limit(CANDIDATES)) as Array<{ term: string }>)
      : ((await knex.raw(
          `SELECT term FROM ${terms}_fts WHERE ${terms}_fts MATCH ? ORDER BY rank LIMIT ${CANDIDATES}`,
          [
            trigrams(word)
              .map((gram) => `"${gram}"`)
              .join(' OR '),
          ],
        )) as Array<{ term: string }>);
  const candidates = new Set([...found, ...byStart].map((row) => row.term));
  return [...candidates].filter((term) => term !== word && withinTypos(word, term));
};

/** Words this short are asked as prefixes: the full-text tables index every prefix up to 3 letters. */
const COMPLETED_FROM = 4;
/** More completions than these: the word is asked as a prefix. */
const MAX_COMPLETIONS = 16;

/**
 * The indexed words `word` begins (itself included) on SQLite, when there are few; otherwise null
 * (asked as a prefix). The vocabulary holds every word of every entry, written in the entry's
 * transaction (words longer than 100 letters are not words: never indexed as such).
 */
export const completionsOf = async (
  strapi: Core.Strapi,
  knex: Knex,
  word: string,
): Promise<string[] | null> => {
  if (strapi.db.dialect.client === 'postgres' || [...word].length < COMPLETED_FROM) return null;
  const rows = (await knex(tableOf(strapi, SEARCH_TERM))
    .select('term')
    .where('term', '>=', word)
    .where('term', '<', `${word}\u{10FFFF}`)
    .limit(MAX_COMPLETIONS + 1)) as Array<{ term: string }>;
  return rows.length > MAX_COMPLETIONS ? null : rows.map((row) => row.term);
};
