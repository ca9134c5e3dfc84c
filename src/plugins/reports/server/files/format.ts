import type { CellKind, CellValue } from '../ports/source';

const grouped = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const isoDay = (value: Date) => value.toISOString().slice(0, 10);

/** A cell as text, for the PDF (the XLSX keeps the typed value and a number format instead). */
export const cellText = (value: CellValue, kind: CellKind, currency: string): string => {
  if (value === null || value === undefined) return '—';
  if (value instanceof Date)
    return kind === 'datetime' ? value.toISOString().slice(0, 16).replace('T', ' ') : isoDay(value);
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return `${grouped(value, 2)} ${currency}`;
    case 'percent':
      return `${value > 0 ? '+' : ''}${grouped(value, 1)} %`;
    case 'count':
      return grouped(value, 0);
    default:
      return String(value);
  }
};

/** A change against the previous period, or a dash where there was nothing to compare with. */
export const changeText = (value: number | null) => (value === null ? '—' : cellText(value, 'percent', ''));
