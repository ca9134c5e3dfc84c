import type { Knex } from 'knex';
import { type QueryReader } from '../contract/public';
import { pluginServices, type ServicesOf } from '../platform/public';
import type { services } from './server/services';

/**
 * The soft-delete rule, once: a row is in the trash when `deleted_at` is set. Every raw query,
 * query-engine condition and row check outside this plugin goes through these helpers.
 */
export const TRASH_COLUMN = 'deleted_at';

/** Which rows a read sees: live ones (the default), live and trashed, or only the trashed. */
export type TrashScope = 'live' | 'with_trashed' | 'only_trashed';

/** Restricts a query-builder query on a soft-deletable table (`alias` when the table is aliased). */
export const scopeTrash = <Q extends Knex.QueryBuilder>(
  query: Q,
  scope: TrashScope = 'live',
  alias?: string,
): Q => {
  const column = alias ? `${alias}.${TRASH_COLUMN}` : TRASH_COLUMN;
  if (scope === 'live') query.whereNull(column);
  else if (scope === 'only_trashed') query.whereNotNull(column);
  return query;
};

/** Query-engine (`strapi.db.query`) conditions. */
export const LIVE = { [TRASH_COLUMN]: null } as const;
export const ONLY_TRASHED = { [TRASH_COLUMN]: { $notNull: true } } as const;

/** Query-engine conditions of a scope. */
export const trashCondition = (scope: TrashScope) =>
  scope === 'live' ? LIVE : scope === 'only_trashed' ? ONLY_TRASHED : {};

/** A soft-deletable row's trash column, for row types. */
export type Trashable = { [TRASH_COLUMN]: string | Date | null };

/** Query-engine data that moves a row to the trash, or out of it. */
export const trashedNow = (now = new Date()) => ({ [TRASH_COLUMN]: now });
export const RESTORED = { [TRASH_COLUMN]: null } as const;

/** The admin `trashed` parameter: absent/0 → live only; 1, true or `with` → live and trashed; `only` → trashed. */
export const TRASHED_VALUES = ['0', '1', 'true', 'false', 'with', 'only', 'without'] as const;
export const trashScopeFrom = (reader: QueryReader): TrashScope => {
  const value = reader.oneOf('trashed', TRASHED_VALUES);
  if (value === 'only') return 'only_trashed';
  return value === '1' || value === 'true' || value === 'with' ? 'with_trashed' : 'live';
};

export const isTrashed = (row: object | null | undefined): boolean =>
  Boolean(row && (row as Record<string, unknown>)[TRASH_COLUMN]);

export type SoftDeleteServices = ServicesOf<typeof services>;
/** `softDelete(strapi).trash.restore(…)`: the soft-delete plugin's services, typed. */
export const softDelete = pluginServices<SoftDeleteServices>('soft-delete');
