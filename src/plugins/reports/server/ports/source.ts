import { definePort } from '../../../platform/public';

/** A closed range of calendar days, `YYYY-MM-DD`, both ends included. */
export type ReportRange = { from: string; to: string };

/** The legacy `kpis` of `POST /admin/reports/generate` (legacy-behaviour §8). */
export type Kpis = {
  revenue: number;
  currency: string;
  bookings: number;
  users: number;
  growth_percent: number | null;
};

/** One executive-summary figure against the previous period of equal length. */
export type Metric = {
  label: string;
  kind: CellKind;
  current: number;
  previous: number;
  change_percent: number | null;
};

export type CellKind = 'text' | 'money' | 'count' | 'date' | 'datetime' | 'percent';
export type CellValue = string | number | Date | null;
export type Column = { key: string; header: string; kind: CellKind; align?: 'rtl-aware' };
/** A table of a section; `chart` names the label and value columns drawn as bars beside it. */
export type Table = {
  title: string;
  columns: Column[];
  rows: Record<string, CellValue>[];
  chart?: { label: string; value: string };
};
export type Section = { title: string; tables: Table[] };

/** Everything of a report but its per-booking rows: small whatever the range. */
export type ReportSummary = { kpis: Kpis; currency: string; metrics: Metric[]; sections: Section[] };

/**
 * What a report is made of. The reports plugin knows files and jobs, not orders or users: the
 * module that owns the figures provides this at registration.
 */
export type ReportSource = {
  kpis(range: ReportRange): Promise<Kpis>;
  summary(range: ReportRange): Promise<ReportSummary>;
  revenueByDay(range: ReportRange): Promise<DailyRevenue>;
  /** The booking records of the range, for the detail sheet. */
  bookingColumns: Column[];
  countBookings(range: ReportRange): Promise<number>;
  /** One batch of booking records, in id order, after `afterId` (keyset pagination). */
  bookings(
    range: ReportRange,
    afterId: number,
    limit: number,
  ): Promise<Array<Record<string, CellValue> & { id: number }>>;
};

/** Money received per day of a range, every day present (the admin home page's revenue chart). */
export type DailyRevenue = { currency: string; days: Array<{ day: string; revenue: number }> };

export const reportSource = definePort<ReportSource>('reports.source');
