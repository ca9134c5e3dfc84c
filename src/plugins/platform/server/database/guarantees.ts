import type { Core } from '@strapi/strapi';
import { linkTableOf, tableOf } from './db';

/**
 * What the database itself must hold, beyond what a content-type schema can say: `unique: true`
 * there is checked by Strapi's document service only, and partial or expression indexes cannot be
 * declared at all. Each module lists its own (accounts, billing, catalog); the README table lists
 * them all, with the why.
 */
export type Guarantee = {
  /** The content type whose table carries it. */
  uid: string;
  /** On the link table of this relation of the content type instead (its columns by their names there). */
  relation?: string;
  /** The index name after `<table>_`: existing databases have these names, keep them. */
  name: string;
  unique?: boolean;
  /** Columns or expressions (`lower(email)`), in index order. */
  columns: string[];
  /** Makes it a partial index: only rows matching this condition. */
  where?: string;
  /** Why the database must enforce it (or, for a plain index, which reads it serves). */
  why: string;
};

// Names and columns are pasted into SQL: only identifiers, or `fn(identifier)` expressions.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const COLUMN = /^([a-z_][a-z0-9_]*|[a-z_]+\([a-z_][a-z0-9_]*\))$/;

/**
 * The idempotent statement that ensures `guarantee` on `table`. Both SQLite and PostgreSQL accept
 * `CREATE [UNIQUE] INDEX IF NOT EXISTS … WHERE …` (partial and expression indexes alike).
 */
export const guaranteeStatement = (table: string, guarantee: Guarantee): string => {
  const name = `${table}_${guarantee.name}`;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(name))
    throw new Error(`guarantee ${guarantee.uid} ${guarantee.name}: not an identifier`);
  if (guarantee.columns.length === 0 || !guarantee.columns.every((column) => COLUMN.test(column)))
    throw new Error(`guarantee ${name}: columns must be identifiers or fn(identifier)`);
  const unique = guarantee.unique ? 'UNIQUE ' : '';
  const where = guarantee.where ? ` WHERE ${guarantee.where}` : '';
  return `CREATE ${unique}INDEX IF NOT EXISTS ${name} ON ${table} (${guarantee.columns.join(', ')})${where}`;
};

/**
 * Ensures every guarantee, in order. Runs at boot, not as a migration: Strapi runs migrations
 * before its schema sync creates the tables, so on a fresh database there is nothing to index yet.
 */
export const applyGuarantees = async (strapi: Core.Strapi, guarantees: readonly Guarantee[]) => {
  for (const guarantee of guarantees) {
    const table = guarantee.relation
      ? linkTableOf(strapi, guarantee.uid, guarantee.relation)
      : tableOf(strapi, guarantee.uid);
    await strapi.db.connection.raw(guaranteeStatement(table, guarantee));
  }
};
