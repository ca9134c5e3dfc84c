import { normalizeSearchText, searchWords } from '../../../../lib/search-text';
import type { SearchKind } from './kinds';

type Row = Record<string, unknown> & { locale?: string | null };

const texts = (rows: Row[], fields: readonly string[]) =>
  rows.flatMap((row) =>
    fields.map((field) => row[field]).filter((value): value is string => typeof value === 'string'),
  );

/** The related record's words: a place's destination (its city and name) and that destination's country. */
const relatedTexts = (rows: Row[], kind: SearchKind) =>
  rows.flatMap((row) => {
    const destination = kind.atDestination ? (row.destination as Row | null | undefined) : undefined;
    const country = (kind.inCountry ? row.country : destination?.country) as Row | null | undefined;
    return [destination?.city_name, destination?.name, country?.name].filter(
      (value): value is string => typeof value === 'string',
    );
  });

const joined = (values: string[]) => [...new Set(values.map(normalizeSearchText).filter(Boolean))].join(' ');

/**
 * What a record is found by, from its rows in every language: `name` (its default-language name,
 * for the rank), `names` (every name it has) and `body` (the rest), each normalised; and the words
 * they hold, for the vocabulary a mistyped word is looked up in.
 */
export const entryText = (kind: SearchKind, rows: Row[], defaultLocale = 'en') => {
  const main = rows.find((row) => row.locale === defaultLocale) ?? rows[0];
  const names = joined(texts(rows, kind.names));
  const body = joined([...texts(rows, kind.body), ...relatedTexts(rows, kind)]);
  const words = [...new Set([...searchWords(names), ...searchWords(body)])].filter(
    (word) => [...word].length <= 100,
  );
  return { name: normalizeSearchText(String(main?.[kind.names[0]] ?? '')), names, body, words };
};
