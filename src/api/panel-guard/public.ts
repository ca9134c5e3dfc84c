/**
 * The admin panel's rules: which fields a state machine, a job or a person owns (read-only in the
 * panel), and the guard that refuses a panel save changing them.
 */
export {
  STRAPI_FIELDS,
  isOwned,
  ownedFields,
  parseOwnedFields,
  type OwnedFields,
  type OwnedFieldsTable,
} from './owned-fields';
export { guardPanelWrites } from './write-guard';
export { panelGuardModule } from './manifest';
