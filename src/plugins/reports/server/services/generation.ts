import fs from 'fs';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { JobInfo } from '../../../queue/public';
import type { ReportsConfig } from '../config';
import { MIME_TYPES, REPORT, type ReportRow } from '../content-types/rows';
import { REPORT_TITLE, type ReportMeta } from '../files/report-meta';
import { reportSource, type ReportRange } from '../ports/source';
import { bookingBatches } from './batches';
import { progressRecorder } from './progress';
import { reportFileName } from './file-name';
import storageFactory from './storage';

const MAX_ERROR_LENGTH = 500;

/**
 * One report job: claim the report, write its file to a temporary path (streamed), store it
 * through the upload provider, then mark it completed — or, on the last try, failed with its
 * reason. Idempotent: a finished report is left alone, and a job taken again after a crash (the
 * Redis driver's stalled-job recovery) starts the file over.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REPORT);
  const config = () => strapi.config.get('plugin::reports') as ReportsConfig;
  const storage = storageFactory({ strapi });

  const claim = async (id: number) => {
    const claimed = await rows().updateMany({
      where: { id, state: { $in: ['pending', 'processing'] } },
      data: { state: 'processing', progress: 0, error: null, started_at: new Date() },
    });
    if (claimed.count === 0) return null;
    const row = (await rows().findOne({ where: { id } })) as ReportRow;
    await rows().update({ where: { id }, data: { attempts: (row.attempts ?? 0) + 1 } });
    return row;
  };

  const metaOf = (row: ReportRow): ReportMeta => ({
    title: REPORT_TITLE,
    appName: strapi.config.get('plugin::contract.appName') as string,
    from: row.from_date,
    to: row.to_date,
    generatedAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
  });

  const writeFile = async (row: ReportRow, file: string) => {
    const source = reportSource.of(strapi);
    const range: ReportRange = { from: row.from_date, to: row.to_date };
    const progress = progressRecorder(strapi, row.id);
    const summary = await source.summary(range);
    await progress(10, true);
    // The writers (pdfkit, exceljs: about 270 ms and 40 MB to load) are loaded by the first report,
    // not at every boot of every instance.
    if (row.format === 'pdf')
      return (await import('../files/pdf/document')).writePdf(file, summary, metaOf(row));
    const total = Math.max(await source.countBookings(range), 1);
    const batches = bookingBatches(source, range, {
      size: config().batchSize,
      pauseMs: config().batchPauseMs,
      onRows: (done) => progress(10 + (done / total) * 85),
    });
    const { writeXlsx } = await import('../files/xlsx/workbook');
    await writeXlsx(file, summary, metaOf(row), {
      name: 'Booking records',
      columns: source.bookingColumns,
      batches,
    });
  };

  const complete = async (row: ReportRow, file: string) => {
    const name = reportFileName(row);
    const stored = await storage.put(file, name, MIME_TYPES[row.format]);
    const done = await rows().updateMany({
      where: { id: row.id, state: 'processing' },
      data: {
        state: 'completed',
        progress: 100,
        file_id: stored.id,
        file_path: stored.url,
        file_size: stored.size,
        completed_at: new Date(),
      },
    });
    // Someone else finished it meanwhile (a job taken twice): keep one file.
    if (done.count === 0) await storage.remove(stored.id);
  };

  return {
    async run(reportId: number, job: JobInfo) {
      const row = await claim(reportId);
      if (!row) return;
      const file = path.join(os.tmpdir(), `report-${row.id}-${randomBytes(6).toString('hex')}.${row.format}`);
      try {
        await writeFile(row, file);
        await complete(row, file);
      } catch (error) {
        if (job.attempt < job.attempts) throw error;
        strapi.log.error(`report ${row.id} failed`, { error });
        const reason = error instanceof Error ? error.message : String(error);
        await rows().updateMany({
          where: { id: row.id, state: 'processing' },
          data: { state: 'failed', error: reason.slice(0, MAX_ERROR_LENGTH) },
        });
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },
  };
};
