import type { Knex } from 'knex';
import { containsText } from './text-match';

/**
 * Overlays the translated columns of `locale` onto default-locale rows, by documentId. A
 * missing or empty translation keeps the `en` text (CONTRACT §1.6).
 */
export const overlayLocale = async <T extends { document_id: string }>(
  knex: Knex,
  table: string,
  rows: T[],
  columns: string[],
  locale: string,
): Promise<T[]> => {
  if (locale === 'en' || rows.length === 0 || columns.length === 0) return rows;
  const translations = (await knex(table)
    .select(['document_id', ...columns])
    .where('locale', locale)
    .whereIn(
      'document_id',
      rows.map((row) => row.document_id),
    )) as Array<Record<string, unknown>>;
  const byDocument = new Map(translations.map((row) => [row.document_id as string, row]));
  return rows.map((row) => {
    const translated = byDocument.get(row.document_id);
    if (!translated) return row;
    const merged: Record<string, unknown> = { ...row };
    for (const column of columns) {
      const value = translated[column];
      if (value !== null && value !== undefined && value !== '') merged[column] = value;
    }
    return merged as T;
  });
};

/** Document ids whose `locale` row matches a search on the translated columns. */
export const documentsMatching = (
  knex: Knex,
  table: string,
  locale: string,
  columns: string[],
  text: string,
) =>
  knex(table)
    .select('document_id')
    .where('locale', locale)
    .where((q) => {
      for (const column of columns) q.orWhere(containsText(knex, column, text));
    });
