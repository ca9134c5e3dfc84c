import { definePort } from '../../../contract/public';

/** The content type an id names: one, or one per value of a type field beside it (polymorphic ids). */
export type TargetRule = string | { typeField: string; types: Record<string, string> };

/** A column of the record holding the id of another record. */
export type LinkRule = { field: string; label: string; target: TargetRule };

/** The records of another content type whose `field` holds this record's id (an order's items). */
export type ListRule = { label: string; from: string; field: string };

/** By content-type uid: the ids it holds, and the records that hold its id. */
export type RecordLinks = Record<string, { links?: LinkRule[]; lists?: ListRule[] }>;

/** The app knows its domains' ids; the panel only follows them (it imports no domain). */
export const recordLinks = definePort<RecordLinks>('panel.record-links', {});
