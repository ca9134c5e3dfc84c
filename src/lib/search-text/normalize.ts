/**
 * Search text, normalised once and the same way for what is indexed and what is asked (CONTRACT
 * §16): case, accents, Arabic spelling variants and spacing never decide whether a place is found.
 *
 * - NFKD, then every combining mark dropped: `Zürich` → `zurich`, and in Arabic the harakat, the
 *   hamza and madda over or under an alef (`أ إ آ` → `ا`), presentation forms → their letters;
 * - tatweel (`ـ`) dropped; `ٱ` → `ا`; `ة` → `ه`; `ى` → `ي`; and the Latin letters no decomposition
 *   strips: `ß` → `ss`, `đ` → `d`, `ł` → `l`, `ø` → `o`, `æ` → `ae`, `œ` → `oe`, `ı` → `i`, `ħ` → `h`,
 *   `þ` → `th`;
 * - lower case; anything neither a letter nor a digit is a space; spaces collapsed.
 */
const COMBINING = /\p{M}/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const LETTERS: Record<string, string> = {
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ـ: '',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
  þ: 'th',
};
const VARIANTS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'gu');

export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replace(VARIANTS, (letter) => LETTERS[letter])
    .replace(NOT_WORD, ' ')
    .trim();

/** The words of a text, normalised, in order (empty for a text of punctuation only). */
export const searchWords = (text: string): string[] => {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
};
