import { z } from 'zod';
import { isOwned, type OwnedFieldsTable, STRAPI_FIELDS } from '../api/panel-guard/public';
import { TRASH_COLUMN } from '../plugins/soft-delete/public';
import { PANEL_SOURCE, panelEntries } from '../panel-entries';
import { seedData } from './seed-data';

/**
 * How each content type reads in the admin panel beyond its labels: the list's columns and default
 * order, the fields the edit view opens with, and labels where the field's name says too little.
 */
const VIEWS = seedData(
  `${PANEL_SOURCE}, views`,
  panelEntries('view'),
  z.record(
    z.string(),
    z.strictObject({
      list: z.array(z.string()).optional(),
      sort: z
        .string()
        .regex(/^\w+:(ASC|DESC)$/)
        .optional(),
      top: z.array(z.string()).optional(),
      labels: z.record(z.string(), z.string()).optional(),
    }),
  ),
);

export type Metadata = { edit: Record<string, unknown>; list: Record<string, unknown> };
export type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};

const ROW = 12;

/**
 * The edit layout with `top` first, the rest in their order and the hidden last (a hidden field
 * would leave a hole in its row), rows refilled up to the grid's width.
 */
const arranged = (edit: Configuration['layouts']['edit'], top: string[], hidden: Set<string>) => {
  const fields = edit.flat();
  const rest = fields.filter((field) => !top.includes(field.name));
  const ordered = [
    ...top.flatMap((name) => fields.filter((field) => field.name === name)),
    ...rest.filter((field) => !hidden.has(field.name)),
    ...rest.filter((field) => hidden.has(field.name)),
  ];
  const rows: Configuration['layouts']['edit'] = [];
  for (const field of ordered) {
    const row = rows[rows.length - 1];
    if (row && row.reduce((width, cell) => width + cell.size, 0) + field.size <= ROW) row.push(field);
    else rows.push([field]);
  }
  return rows;
};

/** A label from a field's name: `total_cents` reads "Total" (amounts show in the currency's unit). */
export const labelOf = (uid: string, field: string) =>
  VIEWS[uid]?.labels?.[field] ??
  (field === 'state'
    ? 'Status'
    : field
        .replace(/^(created|updated|published)At$/, '$1 at')
        .replace(/_cents$/, '')
        .replace(/_/g, ' ')
        .replace(/\b\w/, (c) => c.toUpperCase()));

/**
 * The view of `uid` applied to its stored configuration: columns, order and opening fields; what a
 * state machine owns read-only and the trash column out of sight.
 */
export const applyView = (
  uid: string,
  configuration: Configuration,
  owned: OwnedFieldsTable,
): Configuration => {
  const view = VIEWS[uid] ?? {};
  // Secrets never reach the panel at all (their schema hides them); the trash column is kept out of sight.
  const hidden = new Set([TRASH_COLUMN]);
  for (const [field, meta] of Object.entries(configuration.metadatas)) {
    // A type's own field is editable unless owned: a field no longer owned opens again.
    if (!STRAPI_FIELDS.includes(field) && !['id', 'documentId'].includes(field))
      meta.edit.editable = !isOwned(owned, uid, field);
    if (hidden.has(field)) meta.edit.visible = false;
  }
  const [sortBy, sortOrder] = view.sort?.split(':') ?? [];
  return {
    settings: {
      ...configuration.settings,
      filterable: true,
      ...(sortBy ? { defaultSortBy: sortBy, defaultSortOrder: sortOrder } : {}),
    },
    metadatas: configuration.metadatas,
    layouts: {
      ...configuration.layouts,
      list: (view.list ?? configuration.layouts.list).filter((field) => !hidden.has(field)),
      edit: arranged(configuration.layouts.edit, view.top ?? [], hidden),
    },
  };
};
