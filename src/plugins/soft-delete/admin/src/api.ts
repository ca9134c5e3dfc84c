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
