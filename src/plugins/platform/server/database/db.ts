import { randomBytes } from 'crypto';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';

/** The table of a content type, from Strapi's metadata. */
export const tableOf = (strapi: Core.Strapi, uid: string) =>
  (strapi.db.metadata.get(uid as never) as unknown as { tableName: string }).tableName;

/** The link table of a content type's relation, from Strapi's metadata. */
export const linkTableOf = (strapi: Core.Strapi, uid: string, relation: string) => {
  const meta = strapi.db.metadata.get(uid as never) as unknown as {
    attributes: Record<string, { joinTable?: { name: string } }>;
  };
  const table = meta.attributes[relation]?.joinTable?.name;
  if (!table) throw new Error(`${uid}.${relation} has no link table`);
  return table;
};

/** A unique index refused the write (SQLite and PostgreSQL word it differently). */
export const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as Error)?.message ?? ''));

const DOCUMENT_ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The bookkeeping columns Strapi's query engine fills in, for rows written with the query
 * builder (inside a knex transaction, or on a hot path): a documentId in Strapi's 24-character
 * shape, timestamps, and `published_at` (content types without draft and publish are published).
 */
export const newRowColumns = (now = new Date()) => ({
  document_id: Array.from(
    randomBytes(24),
    (byte) => DOCUMENT_ID_ALPHABET[byte % DOCUMENT_ID_ALPHABET.length],
  ).join(''),
  created_at: now,
  updated_at: now,
  published_at: now,
});

type Queryable = {
  findMany(params: object): Promise<unknown[]>;
  count(params: object): Promise<unknown>;
};

/** One page of rows through the query engine and the total behind it (CONTRACT §1.4). */
export const findPage = async <Row>(
  query: Queryable,
  { where, orderBy, page, perPage }: { where: object; orderBy: object; page: number; perPage: number },
): Promise<{ items: Row[]; total: number }> => {
  const [rows, total] = await Promise.all([
    query.findMany({ where, orderBy, limit: perPage, offset: (page - 1) * perPage }),
    query.count({ where }),
  ]);
  return { items: rows as Row[], total: Number(total) };
};

/**
 * Serialises the transactions that change what hangs off one row (a user's favourites, an
 * account's subscriptions): PostgreSQL locks the row until the transaction ends; SQLite already
 * runs one writing transaction at a time.
 */
export const lockRow = async (strapi: Core.Strapi, trx: Knex.Transaction, uid: string, id: number) => {
  if (strapi.db.dialect.client !== 'postgres') return;
  await trx.raw('SELECT id FROM ?? WHERE id = ? FOR UPDATE', [tableOf(strapi, uid), id]);
};
