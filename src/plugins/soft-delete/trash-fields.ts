import { queryParam, ref } from '../contract/public';
import { TRASH_COLUMN, TRASHED_VALUES } from './trash-rule';

/**
 * How the trash shows in answers and in the OpenAPI document: admin answers carry `deleted_at`
 * (ISO 8601, or null for a live record), and admin lists take the `trashed` parameter. The
 * modules that serve trashable records use these, so the field is named here only.
 */
type TrashedAt = { [TRASH_COLUMN]: string | null };

/** When the row went to the trash, as the API writes it; null for a live row. */
export const trashedAtOf = (row: object): string | null => {
  const value = (row as Record<string, unknown>)[TRASH_COLUMN];
  return value ? new Date(value as string).toISOString() : null;
};

/** An answer with its row's trash time beside it. */
export const withTrashedAt = <T extends object>(answer: T, row: object): T & TrashedAt => ({
  ...answer,
  [TRASH_COLUMN]: trashedAtOf(row),
});

/** The OpenAPI property an admin answer adds. */
export const TRASHED_AT_PROPERTY = {
  [TRASH_COLUMN]: { type: ['string', 'null'], format: 'date-time' },
} as const;

/** A component's schema with the admin answer's trash time. */
export const withTrashedAtSchema = (component: string) => ({
  allOf: [ref(component), { type: 'object', properties: TRASHED_AT_PROPERTY }],
});

/** The admin lists' `trashed` parameter (read by `trashScopeFrom`). */
export const TRASHED_PARAM = queryParam(
  'trashed',
  '`1`/`with`: live and trashed; `only`: trashed only; absent: live only',
  { enum: [...TRASHED_VALUES] },
);

/** Words for a docs description: "each record with `deleted_at`". */
export const TRASHED_AT_WORDS = `\`${TRASH_COLUMN}\``;
