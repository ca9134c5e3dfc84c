import type { ReportRow } from '../content-types/rows';

/**
 * The name a download answers with, in the legacy shape `booking_report_{from}_to_{to}_{unique}.{ext}`
 * (legacy-behaviour §8); the report's id is the unique part, so the name is the same at every download.
 */
export const reportFileName = (row: Pick<ReportRow, 'id' | 'from_date' | 'to_date' | 'format'>) =>
  `booking_report_${row.from_date}_to_${row.to_date}_${row.id}.${row.format}`;
