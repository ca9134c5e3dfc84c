import fs from 'fs';
import PDFDocument from 'pdfkit';
import type { ReportSummary } from '../../ports/source';
import { cellText, changeText } from '../format';
import type { ReportMeta } from '../report-meta';
import { drawBarChart } from './chart';
import { FONTS } from './fonts';
import { drawTable } from './table';
import { drawLine, type Doc } from './text';

const heading = (doc: Doc, text: string, size: number) => {
  doc.font(FONTS.bold).fontSize(size).fillColor('#12263f');
  drawLine(doc, text, doc.page.margins.left, doc.y, doc.page.width - 100, 'left');
  doc.font(FONTS.regular);
  doc.x = doc.page.margins.left;
  doc.y += size + 8;
};

const kpiBoxes = (doc: Doc, summary: ReportSummary) => {
  const { kpis } = summary;
  const boxes: Array<[string, string]> = [
    [`Revenue (${summary.currency})`, cellText(kpis.revenue, 'money', summary.currency)],
    ['Paid bookings', cellText(kpis.bookings, 'count', '')],
    ['Active users', cellText(kpis.users, 'count', '')],
    ['Growth', changeText(kpis.growth_percent)],
  ];
  const width = (doc.page.width - 100 - 3 * 8) / 4;
  const top = doc.y;
  boxes.forEach(([label, value], index) => {
    const x = 50 + index * (width + 8);
    doc.roundedRect(x, top, width, 46, 4).fill('#f2f6fb').fillColor('#5a6b7d').fontSize(8);
    drawLine(doc, label, x + 8, top + 8, width - 16, 'left');
    doc.font(FONTS.bold).fontSize(12).fillColor('#12263f');
    drawLine(doc, value, x + 8, top + 22, width - 16, 'left');
    doc.font(FONTS.regular);
  });
  doc.x = 50;
  doc.y = top + 60;
};

const executiveSummary = (doc: Doc, summary: ReportSummary, meta: ReportMeta) => {
  heading(doc, meta.title, 18);
  doc.fontSize(9).fillColor('#5a6b7d');
  drawLine(doc, `${meta.from} to ${meta.to} · generated ${meta.generatedAt}`, 50, doc.y, 495, 'left');
  doc.y += 22;
  heading(doc, 'Executive Summary', 14);
  kpiBoxes(doc, summary);
  drawTable(
    doc,
    {
      title: 'Executive Summary',
      columns: [
        { key: 'label', header: 'Metric', kind: 'text' },
        { key: 'current', header: 'Current', kind: 'text' },
        { key: 'previous', header: 'Previous', kind: 'text' },
        { key: 'change', header: 'Change', kind: 'text' },
      ],
      rows: summary.metrics.map((metric) => ({
        label: metric.label,
        current: cellText(metric.current, metric.kind, summary.currency),
        previous: cellText(metric.previous, metric.kind, summary.currency),
        change: changeText(metric.change_percent),
      })),
    },
    summary.currency,
  );
};

/** The report as a PDF: the executive summary, then one page per section, tables and charts. */
export const writePdf = async (file: string, summary: ReportSummary, meta: ReportMeta) => {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: meta.title, Author: meta.appName } });
  const written = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve).on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });
  doc.font(FONTS.regular);
  executiveSummary(doc, summary, meta);
  for (const section of summary.sections) {
    doc.addPage();
    heading(doc, section.title, 16);
    for (const table of section.tables) {
      if (doc.y > doc.page.height - 160) doc.addPage();
      heading(doc, table.title, 11);
      drawBarChart(doc, table, summary.currency);
      drawTable(doc, table, summary.currency);
    }
  }
  doc.end();
  await written;
};
