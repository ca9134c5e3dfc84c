import type { Core } from '@strapi/strapi';
import { tableOf } from './db';

/**
 * What the database itself must hold, beyond what a content-type schema can say: `unique: true`
 * there is checked by Strapi's document service only, and partial or expression indexes cannot be
 * declared at all. Each module lists its own (accounts, billing, catalog); the README table lists
 * them all, with the why.
 */
export type Guarantee = {
  /** The content type whose table carries it. */
  uid: string;
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
  for (const guarantee of guarantees)
    await strapi.db.connection.raw(guaranteeStatement(tableOf(strapi, guarantee.uid), guarantee));
};
