import type { Column, Table } from '../../ports/source';
import { cellText } from '../format';
import { FONTS } from './fonts';
import { drawLine, type Doc } from './text';

const ROW_HEIGHT = 16;
const PADDING = 4;
const HEADER_FILL = '#e8eef5';
const RULE = '#c9d3de';

const isNumeric = (column: Column) => ['money', 'count', 'percent'].includes(column.kind);

/** Text columns take twice the share of number and date columns. */
const columnWidths = (columns: Column[], width: number) => {
  const shares = columns.map((column) => (column.kind === 'text' ? 2 : 1));
  const unit = width / shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => share * unit);
};

const drawRow = (doc: Doc, cells: string[], columns: Column[], widths: number[], y: number) => {
  let x = doc.page.margins.left;
  cells.forEach((text, index) => {
    const align = isNumeric(columns[index]) ? 'right' : 'auto';
    drawLine(doc, text, x + PADDING, y + 4, widths[index] - PADDING * 2, align);
    x += widths[index];
  });
};

const drawHeader = (doc: Doc, columns: Column[], widths: number[], y: number, width: number) => {
  doc.rect(doc.page.margins.left, y, width, ROW_HEIGHT).fill(HEADER_FILL).fillColor('#1f2d3d');
  doc.font(FONTS.bold).fontSize(8);
  drawRow(
    doc,
    columns.map((column) => column.header),
    columns,
    widths,
    y,
  );
  doc.font(FONTS.regular);
};

/** A table with a shaded header repeated on each page it runs onto. */
export const drawTable = (doc: Doc, table: Table, currency: string) => {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const widths = columnWidths(table.columns, width);
  const bottom = () => doc.page.height - doc.page.margins.bottom - ROW_HEIGHT;
  let y = doc.y;
  drawHeader(doc, table.columns, widths, y, width);
  y += ROW_HEIGHT;
  doc.fontSize(8).fillColor('#1f2d3d');
  if (table.rows.length === 0) {
    drawLine(doc, 'No data in this range.', doc.page.margins.left + PADDING, y + 4, width, 'left');
    y += ROW_HEIGHT;
  }
  for (const row of table.rows) {
    if (y > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawHeader(doc, table.columns, widths, y, width);
      y += ROW_HEIGHT;
    }
    const cells = table.columns.map((column) => cellText(row[column.key] ?? null, column.kind, currency));
    drawRow(doc, cells, table.columns, widths, y);
    doc
      .moveTo(doc.page.margins.left, y + ROW_HEIGHT)
      .lineTo(doc.page.margins.left + width, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += ROW_HEIGHT;
  }
  doc.x = doc.page.margins.left;
  doc.y = y + 12;
};
