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
 * The indexed words a word may be a typo of (CONTRACT §16: one typo in 5 letters or more, two in
 * 9 or more): candidates sharing its trigrams, from the vocabulary's trigram index, then checked
 * by their distance. The word itself is not among them.
 */
export const nearWords = async (strapi: Core.Strapi, knex: Knex, word: string): Promise<string[]> => {
  if (typosAllowed(word) === 0) return [];
  const terms = tableOf(strapi, SEARCH_TERM);
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
  return found.map((row) => row.term).filter((term) => term !== word && withinTypos(word, term));
};
