import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { searchWords } from '../../../../lib/search-text';
import { completionsOf, nearWords } from './vocabulary';

/** Words of a query beyond these are not read: a search box's query, not a document. */
const MAX_WORDS = 8;

/**
 * One word of a query and what it may match: itself, its near words, and (the last word) any word
 * it begins — on SQLite, where the vocabulary has few of those, the very words it begins
 * (`completions`; null: any word, as a prefix).
 */
export type QueryWord = { word: string; near: string[]; prefix: boolean; completions: string[] | null };

/** A condition with its bound values. */
export type Condition = { sql: string; bindings: unknown[] };

/** The words of a query as typed, normalised, without near words (no typo is looked up). */
export const typedWords = (text: string): QueryWord[] => {
  const words = searchWords(text).slice(0, MAX_WORDS);
  return words.map((word, index) => ({
    word,
    near: [],
    prefix: index === words.length - 1,
    completions: null,
  }));
};

const readWords = (strapi: Core.Strapi, knex: Knex, text: string): Promise<QueryWord[]> =>
  Promise.all(
    typedWords(text).map(async (word) => ({
      ...word,
      near: await nearWords(strapi, knex, word.word),
      completions: word.prefix ? await completionsOf(strapi, knex, word.word) : null,
    })),
  );

type RequestState = { state?: { searchWords?: Map<string, Promise<QueryWord[]>> } };

/**
 * The words of a query, each with its near words, normalised as the index is; looked up once per
 * request (the search box asks six lists the same query: the vocabulary was read six times).
 */
export const queryWords = (strapi: Core.Strapi, knex: Knex, text: string): Promise<QueryWord[]> => {
  const request = strapi.requestContext.get() as RequestState | undefined;
  if (!request?.state) return readWords(strapi, knex, text);
  const memo = (request.state.searchWords ??= new Map());
  const known = memo.get(text);
  if (known) return known;
  const read = readWords(strapi, knex, text);
  memo.set(text, read);
  return read;
};

/**
 * Each word's alternatives: itself, a word it begins (the last: the words it completes where they
 * are known and the language takes them), its near words when typos count.
 */
const alternatives = (
  { word, near, prefix, completions }: QueryWord,
  typos: boolean,
  syntax: QuerySyntax,
) => {
  const completed = prefix && syntax.completes && completions !== null;
  return {
    exact: [...new Set([word, ...(completed ? completions : []), ...(typos ? near : [])])],
    prefix: prefix && !completed ? [word] : [],
  };
};

/**
 * How a query language writes a word, a word's beginning, "or" and "and"; `completes`: a last
 * word is better asked as the words it completes (FTS5 merges every word a prefix begins into one
 * list before the first row is read: `grand*` cost 0.5 ms on 100,000 hotels, `grand` 0.015).
 */
export type QuerySyntax = {
  word: (w: string) => string;
  prefix: (w: string) => string;
  or: string;
  and: string;
  completes?: boolean;
};

/**
 * Every word (in any order) as one of its alternatives, in a full-text query language. The words
 * hold letters and digits only (normalised): no operator of the language can come from what was typed.
 */
export const everyWord = (words: QueryWord[], typos: boolean, syntax: QuerySyntax) =>
  words
    .map((word) => {
      const { exact, prefix } = alternatives(word, typos, syntax);
      return `(${[...exact.map(syntax.word), ...prefix.map(syntax.prefix)].join(syntax.or)})`;
    })
    .join(syntax.and);

/**
 * A last word of one or two letters, typed as the beginning of a word, begins a name: as the
 * beginning of any word of a description it would find nearly everything, and a traveller typing
 * `b` means a place whose name begins with it.
 */
const SHORT_PREFIX = 3;
const isShortPrefix = (word: QueryWord) => word.prefix && [...word.word].length < SHORT_PREFIX;

/** The words a match looks for where it is asked to, and the short last word (in the names only). */
export const splitShort = (words: QueryWord[]) => ({
  short: words.filter(isShortPrefix),
  rest: words.filter((word) => !isShortPrefix(word)),
});

/** The query as the rank compares it with a name: its words, normalised, one space apart. */
export const wholeQuery = (words: QueryWord[]) => words.map((word) => word.word).join(' ');

/** Whether any word has near words: without one, the rank's typo steps are its exact ones. */
export const hasTypos = (words: QueryWord[]) => words.some((word) => word.near.length > 0);
