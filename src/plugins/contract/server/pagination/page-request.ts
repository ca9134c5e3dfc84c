import { QueryReader } from '../query/query-reader';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/**
 * Public catalog lists default to, and are clamped to, pages of 1,000: the legacy service returned
 * them whole and its clients page and search on their side; they are cached, so a large page
 * costs one build per change (CONTRACT §1.4).
 */
export const CATALOG_PER_PAGE = 1000;
/** The page bounds of a public catalog list, for `readPageRequest`. */
export const CATALOG_PAGE = { perPage: CATALOG_PER_PAGE, maxPerPage: CATALOG_PER_PAGE } as const;

export type PageRequest = { page: number; perPage: number; offset: number };

/**
 * `page` (1-based, default 1) and `per_page` (default 20, clamped to 100, unless the list says
 * otherwise, as catalog lists do); zero, negative or non-integer values are 422 (CONTRACT §1.4).
 * Problems are recorded on the reader.
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

/**
 * The page a list without other parameters asks (`page`, `per_page`, as `readPageRequest`), from
 * the request's query string; a bad one is 422 at once. Lists with filters read them beside the
 * page on their own QueryReader.
 */
export const pageRequestOf = (
  ctx: { query: Record<string, unknown> },
  defaults: { perPage?: number; maxPerPage?: number } = {},
): PageRequest => {
  const reader = new QueryReader(ctx.query);
  const page = readPageRequest(reader, defaults);
  reader.assertValid();
  return page;
};
