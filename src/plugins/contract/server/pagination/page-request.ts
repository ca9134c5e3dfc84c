import { QueryReader } from '../query/query-reader';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Public catalog lists default to a whole page of 100: the legacy service returned them whole and its clients page and search on their side (CONTRACT §1.4). */
export const CATALOG_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number; offset: number };

/**
 * `page` (1-based, default 1) and `per_page` (default 20, clamped to 100); zero, negative or
 * non-integer values are 422 (CONTRACT §1.4). Problems are recorded on the reader.
 */
export const readPageRequest = (
  reader: QueryReader,
  defaults: { perPage?: number; maxPerPage?: number } = {},
): PageRequest => {
  const maxPerPage = defaults.maxPerPage ?? MAX_PER_PAGE;
  const page = reader.integer('page', { min: 1 }) ?? 1;
  const requested = reader.integer('per_page', { min: 1 }) ?? defaults.perPage ?? DEFAULT_PER_PAGE;
  const perPage = Math.min(requested, maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
};
