import type { z } from 'zod';
import type { CollectionSpec } from '../lib/types';

/** A relation the admin body names by id (`destination_id` → `destination`). */
export type RelationInput = { attribute: string; target: string; many?: boolean; label: string };

/**
 * Everything about one catalog type, in one file: how the public read serves it, how admins
 * write it, which indexes its filters need, and how the OpenAPI document shows it. The catalog's
 * readers, writers, routes, guarantees, cache invalidation and docs are all derived from these.
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
  docs: {
    title: string;
    /** Component schema of a list item, and of the detail when it differs. */
    schema: string;
    detailSchema?: string;
    /** `/api/v1/<name>` mirrors the reads (CONTRACT §8). */
    v1: boolean;
    /** Query parameters the read's `filter` understands. */
    filters: object[];
    /** Component schemas this type contributes. */
    schemas: Record<string, object>;
  };
};
