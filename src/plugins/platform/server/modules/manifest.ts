import type { Core } from '@strapi/strapi';
import type { Guarantee } from '../database/guarantees';
import type { RunningTotal } from '../database/running-totals';

/** The content type an id names: one, or one per value of a type field beside it (polymorphic ids). */
export type TargetRule = string | { typeField: string; types: Record<string, string> };

/** A column of the record holding the id of another record. */
export type LinkRule = { field: string; label: string; target: TargetRule };

/** The records of another content type whose `field` holds this record's id (an order's items). */
export type ListRule = { label: string; from: string; field: string };

/**
 * By content-type uid: the ids its records hold, and the records that hold theirs (the admin
 * panel's "Linked records" follows them; the columns are bare integers, not relations).
 */
export type RecordLinks = Record<string, { links?: LinkRule[]; lists?: ListRule[] }>;

/** What one content type of a module asks of the house's shared machinery. */
export type ContentTypeEntry = {
  /** Kept by the soft-delete plugin: hidden from reads when trashed, deleted into the trash, restored. */
  softDelete?: boolean;
};

/**
 * Everything a module brings to the app, declared once at its entry point: the app's wiring
 * (src/index.ts, config/plugins.ts, the OpenAPI document) loops over the list of modules
 * (src/modules.ts) and names no module's parts itself.
 */
export type ModuleManifest = {
  /** Where it lives: `api/trip`, `plugins/billing`. */
  name: string;
  /** Its content types, by uid. */
  contentTypes?: Record<string, ContentTypeEntry>;
  /** Indexes and constraints its tables need beyond schema.json (applied at boot). */
  guarantees?: readonly Guarantee[];
  /** Counts and sums of its tables' rows kept by the database (a desk's totals; recounted at boot). */
  runningTotals?: readonly RunningTotal[];
  /**
   * How its content types read in the admin panel, by uid (its `panel.json`): `mainField` (what names
   * a record), `view` (list columns, default order, opening fields, labels), `descriptions` (help
   * texts) and `owned` (what a state machine owns, read-only there). The seed and the panel guard
   * read them, each with its schema.
   */
  panel?: Record<string, unknown>;
  /**
   * The ids its content types' records hold, and the lists of records that hold theirs. A function
   * is read once every module has registered (billing's products are the purchase types registered).
   */
  links?: RecordLinks | (() => RecordLinks);
  /** The OpenAPI component schemas its route docs refer to. */
  schemas?: Record<string, unknown>;
  /** OpenAPI paths it serves outside `/api` (at the origin), each naming its own server. */
  originPaths?: Record<string, Record<string, unknown>>;
  /** Ports it provides and document middlewares it adds, while the app registers. */
  register?(strapi: Core.Strapi): void;
  /** Event consumers, jobs and cache subscriptions, while the app boots (before the seed). */
  bootstrap?(strapi: Core.Strapi): void | Promise<void>;
};

/** A module's manifest, typed. */
export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;

/** Every module's record links, one table (read after the modules registered). */
export const recordLinksOf = (modules: readonly ModuleManifest[]): RecordLinks => {
  const table: RecordLinks = {};
  for (const module of modules) {
    const links = typeof module.links === 'function' ? module.links() : (module.links ?? {});
    for (const [uid, entry] of Object.entries(links)) {
      const merged = (table[uid] ??= {});
      if (entry.links) merged.links = [...(merged.links ?? []), ...entry.links];
      if (entry.lists) merged.lists = [...(merged.lists ?? []), ...entry.lists];
    }
  }
  return table;
};

/** The soft-deleted content types of every module (the soft-delete plugin's `models`). */
export const softDeleteModels = (modules: readonly ModuleManifest[]): string[] =>
  modules.flatMap((module) =>
    Object.entries(module.contentTypes ?? {})
      .filter(([, entry]) => entry.softDelete)
      .map(([uid]) => uid),
  );
