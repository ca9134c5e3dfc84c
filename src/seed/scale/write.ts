/**
 * Writes many catalog documents at once, as Strapi stores them (an `en` and an `ar` row sharing a
 * documentId, each related to the same-locale target through the relation's link table), in
 * multi-row statements: the query engine's one statement per row and per link would take hours
 * for 800,000 rows.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns } from '../../plugins/platform/public';

export type Ids = { en: number; ar: number };
export type LocalizedDocument = {
  en: Record<string, unknown>;
  /** What differs in Arabic; the rest is copied from `en`. */
  ar: Record<string, unknown>;
  /** Each many-to-one relation's target, by attribute. */
  links: Record<string, Ids>;
};

type Attribute = {
  type: string;
  columnName?: string;
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
};

/** Rows per statement: about 20 values a row stays far below either database's limit. */
const ROWS_PER_INSERT = 400;

/** Inserts rows in multi-row statements and answers their ids, in order (SQLite and PostgreSQL). */
export const insertAll = async (knex: Knex, table: string, rows: object[]) => {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const inserted = (await knex(table)
      .insert(rows.slice(start, start + ROWS_PER_INSERT))
      .returning('id')) as Array<{ id: number } | number>;
    ids.push(...inserted.map((row) => (typeof row === 'number' ? row : row.id)));
  }
  return ids;
};

export const writeLocalized = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  uid: string,
  documents: LocalizedDocument[],
): Promise<Ids[]> => {
  const meta = strapi.db.metadata.get(uid as never) as unknown as {
    tableName: string;
    attributes: Record<string, Attribute>;
  };
  const columns = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const attribute = meta.attributes[name];
        if (!attribute?.columnName) throw new Error(`${uid} has no column for ${name}`);
        return [attribute.columnName, attribute.type === 'json' ? JSON.stringify(value) : value];
      }),
    );
  const made = documents.map(() => newRowColumns());
  const en = await insertAll(
    trx,
    meta.tableName,
    documents.map((document, i) => ({ ...columns(document.en), ...made[i], locale: 'en' })),
  );
  const ar = await insertAll(
    trx,
    meta.tableName,
    documents.map((document, i) => ({
      ...columns({ ...document.en, ...document.ar }),
      ...made[i],
      locale: 'ar',
    })),
  );
  const fields = new Set(documents.flatMap((document) => Object.keys(document.links)));
  for (const field of fields) {
    const join = meta.attributes[field]?.joinTable;
    if (!join) throw new Error(`${uid}.${field} is not a relation with a link table`);
    const links = documents.flatMap((document, i) => {
      const target = document.links[field];
      if (!target) return [];
      return (['en', 'ar'] as const).map((locale) => ({
        [join.joinColumn.name]: locale === 'en' ? en[i] : ar[i],
        [join.inverseJoinColumn.name]: target[locale],
      }));
    });
    for (let start = 0; start < links.length; start += ROWS_PER_INSERT)
      await trx(join.name).insert(links.slice(start, start + ROWS_PER_INSERT));
  }
  return documents.map((_, i) => ({ en: en[i], ar: ar[i] }));
};
