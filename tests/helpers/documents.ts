import ExcelJS from 'exceljs';
import type { Response } from 'supertest';

type PdfParse = (data: Buffer) => Promise<{ numpages: number; text: string }>;
// The library's entry file runs a self-test when loaded without a parent module; its lib does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parsePdf = require('pdf-parse/lib/pdf-parse.js') as PdfParse;

/** supertest: read any body as raw bytes (a file download). */
export const asBytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A PDF's pages and text, extracted by an independent reader (pdf.js inside pdf-parse). */
export const pdfText = async (bytes: Buffer) => {
  const parsed = await parsePdf(bytes);
  return { pages: parsed.numpages, text: parsed.text };
};

/** An XLSX opened with exceljs' reader. */
export const openXlsx = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

/** The values of a sheet's rows after its header, as arrays (exceljs rows are 1-based). */
export const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};
