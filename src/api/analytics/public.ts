/**
 * The analytics module's public entry point: the business report's figures, provided to the reports
 * plugin through its port.
 */
export { default as analyticsReportSource } from './services/report-source';
