/** Search text shared by what the catalog indexes and what a traveller types (CONTRACT §16). */
export { normalizeSearchText, searchWords } from './normalize';
export { typoDistance, typosAllowed, withinTypos } from './typos';
