import type { ReportRow } from '../content-types/rows';
import { reportKey } from '../services/store';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A report in the legacy shape (`id, user_id, from_date, to_date, format, file_path, status,
 * created_at, updated_at, file_url`) plus `progress`, `error`, `file_size` and `completed_at`.
 * `file_url` is the authenticated download route, present once the file exists. `file_path` is the
 * file's key in the private report store, never a URL (CONTRACT §10): derived from the report, not
 * read from the column, so nothing edited there or left by an earlier version is shown as a path.
 */
export const presentReport = (row: ReportRow, appUrl: string) => ({
  id: row.id,
  user_id: row.user_id,
  admin_user_id: row.admin_user_id,
  from_date: row.from_date,
  to_date: row.to_date,
  format: row.format,
  status: row.state,
  progress: row.state === 'completed' ? 100 : (row.progress ?? 0),
  error: row.state === 'failed' ? row.error : null,
  file_path: row.state === 'completed' && !row.file_id && row.file_path ? reportKey(row) : null,
  file_size: row.file_size === null ? null : Number(row.file_size),
  file_url: row.state === 'completed' ? `${appUrl}/api/admin/reports/${row.id}/download` : null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  completed_at: iso(row.completed_at),
});

export type PresentedReport = ReturnType<typeof presentReport>;
