/**
 * Free words matched onto what the planner knows (CONTRACT §10: tiers, parties, catalog categories):
 * case- and accent-insensitive, on whole words, a plural matching its singular, the longest phrase
 * first so that `high end` is one term rather than `high`.
 */

/** Lower case, no accents, words only: `Mid-Range ($$)` → `['mid', 'range']`. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/** A phrase of a vocabulary and what it means; a lower rank wins a tie on the same words. */
export type Term<T> = { phrase: string[]; value: T; rank: number };

export const vocabulary = <T>(entries: Array<[T, string[]]>, rank = 0): Array<Term<T>> =>
  entries.flatMap(([value, phrases]) => phrases.map((phrase) => ({ phrase: wordsOf(phrase), value, rank })));

const sameWord = (typed: string, known: string) =>
  typed === known || typed === `${known}s` || known === `${typed}s` || typed === `${known}es`;

/**
 * What a text names in a vocabulary: every phrase found on its own words, longest first; a shorter
 * phrase inside a longer one found is not counted, and of several meanings of the same words only
 * those of the lowest rank are (every one of them: `culture` is both museums and historical sites).
 */
export const findTerms = <T>(text: string, terms: Array<Term<T>>): T[] => {
  const words = wordsOf(text);
  const hits: Array<{ start: number; end: number; term: Term<T> }> = [];
  for (const term of terms) {
    const size = term.phrase.length;
    for (let start = 0; size > 0 && start + size <= words.length; start += 1)
      if (term.phrase.every((word, k) => sameWord(words[start + k], word)))
        hits.push({ start, end: start + size, term });
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start || a.term.rank - b.term.rank);
  const taken = new Set<number>();
  const found: T[] = [];
  for (let i = 0; i < hits.length; ) {
    const { start, end } = hits[i];
    const group = hits.filter((hit) => hit.start === start && hit.end === end);
    i += group.length;
    if (Array.from({ length: end - start }, (_, k) => start + k).some((index) => taken.has(index))) continue;
    for (let index = start; index < end; index += 1) taken.add(index);
    const best = Math.min(...group.map((hit) => hit.term.rank));
    for (const hit of group)
      if (hit.term.rank === best && !found.includes(hit.term.value)) found.push(hit.term.value);
  }
  return found;
};
