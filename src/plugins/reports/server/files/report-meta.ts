/** What every file of a report states about itself. */
export type ReportMeta = {
  title: string;
  appName: string;
  from: string;
  to: string;
  /** `YYYY-MM-DD HH:mm` UTC. */
  generatedAt: string;
};

export const REPORT_TITLE = 'Booking / Business Analytics Report';
