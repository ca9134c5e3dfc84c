export const REPORT = 'plugin::reports.report';
export const REPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type ReportState = 'pending' | 'processing' | 'completed' | 'failed';

export type ReportRow = {
  id: number;
  /** The /api account that asked for it, or null when an admin-panel user did (`admin_user_id`). */
  user_id: number | null;
  admin_user_id: number | null;
  from_date: string;
  to_date: string;
  format: ReportFormat;
  state: ReportState;
  progress: number | null;
  error: string | null;
  attempts: number | null;
  file_path: string | null;
  file_id: number | null;
  file_size: number | string | null;
  started_at: string | null;
  completed_at: string | null;
  createdAt: string;
  updatedAt: string;
};

export const MIME_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
