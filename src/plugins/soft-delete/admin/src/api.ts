/** What the Trash routes of the soft-delete plugin answer (server/controllers/trash-panel.ts). */
export type TrashType = { uid: string; name: string; count: number };
export type TrashedRecord = {
  id: number;
  document_id: string;
  title: string;
  deleted_at: string;
  deleted_by: { kind: 'admin' | 'api' | 'system'; id: number | null; name: string | null } | null;
};
export type TrashPage = { data: TrashedRecord[]; meta: { page: number; page_size: number; total: number } };

export const recordsPath = (uid: string, page: number) =>
  `/soft-delete/types/${encodeURIComponent(uid)}/records?page=${page}`;
export const restorePath = (uid: string, id: number) =>
  `/soft-delete/types/${encodeURIComponent(uid)}/records/${id}/restore`;
/** Deleting for good (the Super Admin's alone): one trashed record, or every one of a type. */
export const purgePath = (uid: string, id?: number) =>
  `/soft-delete/types/${encodeURIComponent(uid)}/records${id === undefined ? '' : `/${id}`}`;

/** What a "Delete for good" is about to delete: one record, or the whole trash of a type. */
export type PurgeTarget = { kind: 'one'; record: TrashedRecord } | { kind: 'all'; type: TrashType };

/** The confirmation's question, naming what goes (for a whole type, the titles on the page shown). */
export const purgeQuestion = (target: PurgeTarget, typeName: string, shown: TrashedRecord[]) => {
  const never = 'This cannot be undone: a record deleted for good cannot be restored.';
  if (target.kind === 'one')
    return `“${target.record.title}” (${typeName} #${target.record.id}), with every translation, will be deleted for good. ${never}`;
  const { count } = target.type;
  const named = shown.map((record) => `“${record.title}”`).join(', ');
  const more = count > shown.length ? ` and ${count - shown.length} more` : '';
  return `All ${count} ${typeName} records in the trash will be deleted for good, with every translation: ${named}${more}. ${never}`;
};

/** Who moved a record to the trash, as a person reads it. */
export const deleterOf = (record: TrashedRecord) => {
  const by = record.deleted_by;
  if (!by) return 'Not recorded';
  if (by.kind === 'admin') return `${by.name ?? `Admin #${by.id}`} (panel)`;
  if (by.kind === 'api') return `${by.name ?? `User #${by.id}`} (API)`;
  return 'The system';
};

export const errorMessageOf = (error: unknown, fallback: string) =>
  (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ??
  fallback;
