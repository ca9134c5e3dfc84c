/**
 * The panel plugin's public entry point: the port through which the app says which ids of its
 * records point at which content types (`recordLinks.provide(strapi, …)`), so the edit view can
 * link a record to the records it names.
 */
export { recordLinks } from './server/ports/record-links';
export type { LinkRule, ListRule, RecordLinks, TargetRule } from './server/ports/record-links';
export { type PanelServices, panel } from './accessor';
