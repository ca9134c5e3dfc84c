import type { Core } from '@strapi/strapi';

/** The table of a content type, from Strapi's metadata. */
export const tableOf = (strapi: Core.Strapi, uid: string) =>
  (strapi.db.metadata.get(uid as never) as unknown as { tableName: string }).tableName;

/** A unique index refused the write (SQLite and PostgreSQL word it differently). */
export const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as Error)?.message ?? ''));
