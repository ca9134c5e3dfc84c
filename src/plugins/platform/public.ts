/**
 * The platform module's public entry point: what every module runs on. The process lifecycle
 * (graceful shutdown and the drain), the one Redis connection, health probes, the log format,
 * database helpers and guarantees, ports, service accessors and module manifests, and the patches
 * of Strapi internals (server/strapi-patches, each assumption tested). It imports no module of
 * ours but the small libraries of src/lib.
 */
export { tableOf, isUniqueViolation, newRowColumns, findPage, lockRow } from './server/database/db';
export { relationOf, type Relation } from './server/database/relation';
export { applyGuarantees, guaranteeStatement, type Guarantee } from './server/database/guarantees';
export {
  ensureRunningTotals,
  readTotals,
  type RunningTotal,
  type TotalsRow,
} from './server/database/running-totals';
export { afterRowsDeleted } from './server/database/after-delete';
export { afterWrites } from './server/database/after-writes';
export { definePort, type Port } from './server/modules/port';
export { pluginServices, apiServices, type ServicesOf } from './server/modules/service-accessor';
export {
  defineModule,
  softDeleteModels,
  recordLinksOf,
  type ModuleManifest,
  type ContentTypeEntry,
  type RecordLinks,
  type LinkRule,
  type ListRule,
  type TargetRule,
} from './server/modules/manifest';
export { isRedisFailure } from './server/redis/redis-failure';
export { installGracefulShutdown } from './server/lifecycle/graceful-shutdown';
export { loggerConfig, type LoggerSettings } from './server/logging/formats';
export { cachePreparedStatements } from './server/strapi-patches/statement-cache';
export { frontRequestListener } from './server/strapi-patches/request-listener';
export { patchOf, type PatchName } from './server/strapi-patches/patched';
export { type PlatformServices, platform } from './accessor';
