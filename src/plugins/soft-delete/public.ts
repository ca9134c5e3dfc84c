/**
 * The soft-delete plugin's public entry point: the trash rule (which rows are live, the admin
 * `trashed` scope), how the trash shows in answers and docs, and `softDelete(strapi).trash`, the
 * one way to trash and restore a record.
 */
export {
  TRASH_COLUMN,
  type TrashScope,
  type Trashable,
  scopeTrash,
  LIVE,
  ONLY_TRASHED,
  trashCondition,
  trashScopeFrom,
  isTrashed,
  type SoftDeleteServices,
  softDelete,
} from './trash-rule';
export {
  trashedAtOf,
  withTrashedAt,
  TRASHED_AT_PROPERTY,
  withTrashedAtSchema,
  TRASHED_PARAM,
  TRASHED_AT_WORDS,
} from './trash-fields';
export type { RestoreOutcome } from './server/services/trash';
export { softDeleteModule } from './manifest';
