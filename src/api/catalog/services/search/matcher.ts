import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { tableOf } from '../../../../plugins/platform/public';
import { searchWords } from '../../../../lib/search-text';
import { SEARCH_ENTRY, type SearchKindName } from './kinds';
import { ALL_WORDS } from './structures';
import { nearWords } from './vocabulary';

/** Words of a query beyond these are not read: a search box's query, not a document. */
const MAX_WORDS = 8;

/** One word of a query and what it may match: itself, its near words, and (the last word) any word it begins. */
export type QueryWord = { word: string; near: string[]; prefix: boolean };

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

/**
 * The full-text query of the words: every word (in any order), each as itself, a near word, or
 * (the last) a word it begins. The words hold letters and digits only (normalised): no operator
 * of the query languages can come from what was typed.
 */
const ftsQuery = (words: QueryWord[]) =>
  words
    .map(
      ({ word, near, prefix }) =>
        `(${[`"${word}"`, ...(prefix ? [`"${word}"*`] : []), ...near.map((w) => `"${w}"`)].join(' OR ')})`,
    )
    .join(' AND ');

const tsQuery = (words: QueryWord[]) =>
  words
    .map(({ word, near, prefix }) => `(${[word, ...(prefix ? [`${word}:*`] : []), ...near].join(' | ')})`)
    .join(' & ');

/**
 * The documents of `kind` the query finds, as a subquery of document ids (for `t.document_id IN`);
 * a query of no word (punctuation only) finds none.
 */
export const matchingDocuments = (
  strapi: Core.Strapi,
  knex: Knex,
  kind: SearchKindName,
  words: QueryWord[],
) => {
  const entries = tableOf(strapi, SEARCH_ENTRY);
  const query = knex(entries).select('record_document_id').where('kind', kind);
  if (words.length === 0) return query.whereRaw('1 = 0');
  if (strapi.db.dialect.client === 'postgres')
    return query.whereRaw(`${ALL_WORDS} @@ to_tsquery('simple', ?)`, [tsQuery(words)]);
  return query.whereRaw(`id IN (SELECT rowid FROM ${entries}_fts WHERE ${entries}_fts MATCH ?)`, [
    ftsQuery(words),
  ]);
};
