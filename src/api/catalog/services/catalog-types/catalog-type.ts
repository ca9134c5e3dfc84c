import type { z } from 'zod';
import type { CollectionSpec } from '../read/collection-spec';

/** A relation the admin body names by id (`destination_id` → `destination`). */
export type RelationInput = { attribute: string; target: string; many?: boolean; label: string };

/**
 * Everything about one catalog type's data, in one file: how the public read serves it, how admins
 * write it, which indexes its filters need. The catalog's readers, writers, routes, guarantees and
 * cache invalidation are all derived from these; its answers are shaped by `presenters/<name>.ts`
 * and the OpenAPI document shows it as `routes/docs/types/<name>.ts` says.
 */
export type CatalogType = {
  /** The public read: path segment, uid, cache tags, columns, filters, sorts, presenter. */
  read: CollectionSpec;
  /** Admin writes (`/admin/<name>`): the body's fields, relations by id, the uniqueness rule. */
  admin?: {
    shape: z.ZodRawShape;
    relations: Record<string, RelationInput>;
    unique?: { fields: string[]; message: string };
  };
  /** Indexes on the main table for the filters and sorts (`<table>_<columns>_idx`). */
  indexes: string[][];
};
