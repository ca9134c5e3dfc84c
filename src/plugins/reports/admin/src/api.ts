/** What the panel routes of the reports plugin answer (server/controllers/admin-panel.ts). */
export type Report = {
  id: number;
  from_date: string;
  to_date: string;
  format: 'pdf' | 'xlsx';
  status: 'pending' | 'processing' | 'completed' | 'failed';
  progress: number;
  error: string | null;
  file_size: number | null;
  created_at: string;
};
export type DailyRevenue = { currency: string; days: Array<{ day: string; revenue: number }> };

export const isRunning = (report: Report) => report.status === 'pending' || report.status === 'processing';

/** A calendar day picked in the browser, as the API's `YYYY-MM-DD` (the picker's local day). */
export const calendarDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The file name a download answers with (`Content-Disposition: attachment; filename="…"`). */
export const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export const money = (amount: number, currency: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

type FieldErrors = { validation_errors?: Array<{ message?: string }> };
type ErrorBody = { error?: FieldErrors & { message?: string; details?: FieldErrors } };

/**
 * The server's own reason for a refusal (a reversed range: "The to must be …"), from the error body
 * of a panel route (`details`, Strapi's shape) or of the API: the field messages when there are
 * some, else the error's message.
 */
export const reasonOf = (error: unknown, fallback: string) => {
  const body = (error as { response?: { data?: ErrorBody } }).response?.data?.error;
  const entries = body?.details?.validation_errors ?? body?.validation_errors ?? [];
  const fields = entries.map((entry) => entry.message).filter(Boolean);
  return fields.length > 0 ? fields.join(' ') : (body?.message ?? fallback);
};
