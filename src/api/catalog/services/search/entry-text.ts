import { normalizeSearchText, searchWords } from '../../../../lib/search-text';
import type { SearchKind } from './kinds';
import { DEFAULT_ROW_LOCALE } from '../read/sql';

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
 * for the rank), `names` (every name it has) and `body` (the rest), each normalised; the words
 * they hold, for the vocabulary a mistyped word is looked up in; and the record's public id.
 */
export const entryText = (kind: SearchKind, rows: Row[], defaultLocale = DEFAULT_ROW_LOCALE) => {
  const listed = rows.find((row) => row.locale === defaultLocale);
  const main = listed ?? rows[0];
  // The default-language names first: where a name begins is where the names begin.
  const names = joined(texts([main, ...rows.filter((row) => row !== main)], kind.names));
  const body = joined([...texts(rows, kind.body), ...relatedTexts(rows, kind)]);
  const words = [...new Set([...searchWords(names), ...searchWords(body)])].filter(
    (word) => [...word].length <= 100,
  );
  return {
    name: normalizeSearchText(String(main?.[kind.names[0]] ?? '')),
    names,
    body,
    words,
    // The id the lists know the record by (its default-language row); none without that row.
    recordId: typeof listed?.id === 'number' ? listed.id : null,
  };
};
