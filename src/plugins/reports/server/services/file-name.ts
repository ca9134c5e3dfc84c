import { randomBytes } from 'crypto';
import type { ReportRow } from '../content-types/rows';

/** The legacy name: `booking_report_{from}_to_{to}_{unique}.{pdf|xlsx}` (legacy-behaviour §8). */
export const reportFileName = (row: Pick<ReportRow, 'from_date' | 'to_date' | 'format'>) =>
  `booking_report_${row.from_date}_to_${row.to_date}_${randomBytes(6).toString('hex')}.${row.format}`;
