import ExcelJS from 'exceljs';
import type { CellValue, Column, ReportSummary, Table } from '../../ports/source';
import type { ReportMeta } from '../report-meta';
import { cellValue, lastColumnLetter, sheetColumns } from './cells';

export type RecordBatches = AsyncIterable<Array<Record<string, CellValue>>>;

const FROZEN_HEADER = [{ state: 'frozen' as const, ySplit: 1 }];
// Excel's own limit on sheet names.
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/** A sheet of one table: a frozen, filterable header row and typed cells, written as they come. */
const tableSheet = (
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Column[],
  currency: string,
) => {
  const sheet = workbook.addWorksheet(sheetName(name), { views: FROZEN_HEADER });
  sheet.columns = sheetColumns(columns, currency);
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = `A1:${lastColumnLetter(columns.length)}1`;
  return {
    sheet,
    add(row: Record<string, CellValue>) {
      sheet.addRow(columns.map((column) => cellValue(row[column.key] ?? null, column.kind))).commit();
    },
  };
};

const coverSheet = (
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  meta: ReportMeta,
  summary: ReportSummary,
) => {
  const sheet = workbook.addWorksheet('Cover');
  sheet.columns = [{ width: 22 }, { width: 48 }];
  const rows: Array<[string, CellValue, string?]> = [
    ['Report', meta.title],
    ['Application', meta.appName],
    ['From', cellValue(meta.from, 'date'), 'yyyy-mm-dd'],
    ['To', cellValue(meta.to, 'date'), 'yyyy-mm-dd'],
    ['Generated at (UTC)', cellValue(meta.generatedAt, 'datetime'), 'yyyy-mm-dd hh:mm'],
    ['Currency', summary.currency],
  ];
  for (const [label, value, format] of rows) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (format) row.getCell(2).numFmt = format;
    row.commit();
  }
  return sheet;
};

const executiveSheet = (workbook: ExcelJS.stream.xlsx.WorkbookWriter, summary: ReportSummary) => {
  const sheet = workbook.addWorksheet('Executive Summary', { views: FROZEN_HEADER });
  sheet.columns = [
    { header: 'KPI', width: 30 },
    { header: 'Value', width: 20 },
    { header: 'Previous period', width: 20 },
    { header: 'Change', width: 12, style: { numFmt: '0.0%' } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = 'A1:D1';
  for (const metric of summary.metrics) {
    const row = sheet.addRow([
      metric.label,
      metric.current,
      metric.previous,
      metric.change_percent === null ? null : metric.change_percent / 100,
    ]);
    const format = metric.kind === 'money' ? `#,##0.00 "${summary.currency}"` : '#,##0';
    row.getCell(2).numFmt = format;
    row.getCell(3).numFmt = format;
    row.commit();
  }
  return sheet;
};

const writeTable = async (
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  table: Table,
  currency: string,
) => {
  const { sheet, add } = tableSheet(workbook, name, table.columns, currency);
  table.rows.forEach(add);
  await sheet.commit();
};

/**
 * The report as an XLSX workbook through exceljs' streaming writer: each row goes to the zip as
 * it is added, so the booking records (read in batches) never sit in memory together.
 */
export const writeXlsx = async (
  file: string,
  summary: ReportSummary,
  meta: ReportMeta,
  records: { name: string; columns: Column[]; batches: RecordBatches },
) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = meta.appName;
  await coverSheet(workbook, meta, summary).commit();
  await executiveSheet(workbook, summary).commit();
  for (const section of summary.sections)
    for (const [index, table] of section.tables.entries())
      await writeTable(workbook, index === 0 ? section.title : table.title, table, summary.currency);
  const detail = tableSheet(workbook, records.name, records.columns, summary.currency);
  for await (const batch of records.batches) batch.forEach(detail.add);
  await detail.sheet.commit();
  await workbook.commit();
};
