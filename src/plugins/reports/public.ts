/**
 * The reports plugin's public entry point: report jobs (`POST /admin/reports/generate` and the
 * routes that follow them), the port through which the module owning the figures feeds them
 * (`reportSource.provide(strapi, …)`), and typed access to its services.
 */
export { reportSource } from './server/ports/source';
export type {
  CellKind,
  CellValue,
  Column,
  DailyRevenue,
  Kpis,
  Metric,
  ReportRange,
  ReportSource,
  ReportSummary,
  Section,
  Table,
} from './server/ports/source';
export { reportSchemas } from './server/routes/docs/schemas';
export { type ReportsServices, reports } from './accessor';
export { reportsModule } from './manifest';
