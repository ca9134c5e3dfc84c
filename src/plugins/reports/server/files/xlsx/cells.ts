import type { CellKind, CellValue, Column } from '../../ports/source';

/** The number format of a kind of cell: numbers stay numbers, dates stay dates. */
export const numberFormat = (kind: CellKind, currency: string): string | undefined => {
  switch (kind) {
    case 'money':
      return `#,##0.00 "${currency.replace(/"/g, '')}"`;
    case 'count':
      return '#,##0';
    case 'percent':
      return '0.0%';
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm';
    default:
      return undefined;
  }
};

const asDate = (value: CellValue): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  return null;
};

/** A typed cell value: percentages as fractions (Excel's 0.0 % shows 0.125 as 12.5 %). */
export const cellValue = (value: CellValue, kind: CellKind): CellValue => {
  if (value === null || value === undefined) return null;
  if (kind === 'date' || kind === 'datetime') return asDate(value) ?? value;
  if (kind === 'percent' && typeof value === 'number') return value / 100;
  return value;
};

/** exceljs columns (header, key, width, format) for a table's columns. */
export const sheetColumns = (columns: Column[], currency: string) =>
  columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.kind === 'text' ? 30 : 18,
    style: { numFmt: numberFormat(column.kind, currency) },
  }));

/** The A1 reference of the last column of a row of `count` cells (A…Z, AA…). */
export const lastColumnLetter = (count: number) => {
  let letters = '';
  for (let n = count; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};
