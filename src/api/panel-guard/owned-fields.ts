import { z } from 'zod';
import { definePort } from '../../plugins/platform/public';

/**
 * What a state machine, a job or a person owns, by content type (the `owned` entries of the modules'
 * `panel.json`): `fields` ("*" for every field) are read-only in the admin panel and refused by its
 * save. Records of a type owned whole, or with `createdInPanel: false`, are not created in the
 * panel. Secrets and internals no panel user reads
 * are not here: their schema hides them (`config.attributes.<field>.hidden`), so the Content
 * Manager never sends them to the browser nor takes them from it.
 */
export type OwnedFields = { owner: string; fields: '*' | string[]; createdInPanel?: boolean };

const shape = z.record(
  z.string(),
  z.strictObject({
    owner: z.string(),
    fields: z.union([z.literal('*'), z.array(z.string())]),
    createdInPanel: z.boolean().optional(),
  }),
);

export type OwnedFieldsTable = Record<string, OwnedFields>;

/** The owned fields of every module's content types, checked; a malformed entry stops the boot. */
export const parseOwnedFields = (raw: unknown, source: string): OwnedFieldsTable => {
  const parsed = shape.safeParse(raw);
  if (!parsed.success) throw new Error(`${source}, owned fields: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
};

/** The app provides every module's owned fields (src/index.ts); the guard and the seed read them. */
export const ownedFields = definePort<OwnedFieldsTable>('panel-guard.owned-fields', {});

/** What Strapi keeps on every record beside its id: its own to write, never a type's own field. */
export const STRAPI_FIELDS = [
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
];
/** "*" means the type's own fields, not these. */
const SYSTEM = new Set(['id', 'documentId', ...STRAPI_FIELDS]);

/** Whether the panel may create records of `uid`. */
export const createdInPanel = (owned: OwnedFields) => owned.createdInPanel ?? owned.fields !== '*';

/** Whether `field` of `uid` is owned (read-only in the panel). */
export const isOwned = (table: OwnedFieldsTable, uid: string, field: string) => {
  const owned = table[uid];
  return Boolean(owned && !SYSTEM.has(field) && (owned.fields === '*' || owned.fields.includes(field)));
};
