import type { Table } from '../../ports/source';
import { cellText } from '../format';
import { drawLine, type Doc } from './text';

const BAR_HEIGHT = 11;
const GAP = 4;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 90;
const MAX_BARS = 12;
const BAR_FILL = '#3b7dd8';

/**
 * A horizontal bar chart of a table's label and value columns, drawn as vectors (rectangles and
 * text: sharp at any zoom, searchable, no image service). Long tables chart their last 12 rows.
 */
export const drawBarChart = (doc: Doc, table: Table, currency: string) => {
  if (!table.chart) return;
  const { label, value } = table.chart;
  const valueKind = table.columns.find((column) => column.key === value)?.kind ?? 'count';
  const rows = table.rows.slice(-MAX_BARS);
  if (rows.length === 0) return;
  const numbers = rows.map((row) => Number(row[value] ?? 0));
  const largest = Math.max(...numbers, 0);
  const left = doc.page.margins.left;
  const barSpace = doc.page.width - left - doc.page.margins.right - LABEL_WIDTH - VALUE_WIDTH;
  const needed = rows.length * (BAR_HEIGHT + GAP) + 16;
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
  let y = doc.y;
  doc.fontSize(7).fillColor('#1f2d3d');
  rows.forEach((row, index) => {
    const labelText = cellText(row[label] ?? null, 'text', currency);
    drawLine(doc, labelText, left, y + 2, LABEL_WIDTH - 6, 'right');
    const length = largest > 0 ? (numbers[index] / largest) * barSpace : 0;
    doc.rect(left + LABEL_WIDTH, y, Math.max(length, 0.5), BAR_HEIGHT).fill(BAR_FILL);
    doc.fillColor('#1f2d3d');
    drawLine(
      doc,
      cellText(numbers[index], valueKind, currency),
      left + LABEL_WIDTH + length + 4,
      y + 2,
      VALUE_WIDTH,
      'left',
    );
    y += BAR_HEIGHT + GAP;
  });
  doc
    .moveTo(left + LABEL_WIDTH, doc.y - 2)
    .lineTo(left + LABEL_WIDTH, y)
    .lineWidth(0.7)
    .strokeColor('#5a6b7d')
    .stroke();
  doc.x = left;
  doc.y = y + 10;
};
