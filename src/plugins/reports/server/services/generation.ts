import fs from 'fs';
import type { Core } from '@strapi/strapi';
import type { JobInfo } from '../../../queue/public';
import type { ReportsConfig } from '../config';
import { REPORT, type ReportRow } from '../content-types/rows';
import { REPORT_TITLE, type ReportMeta } from '../files/report-meta';
import { reportSource, type ReportRange } from '../ports/source';
import { reports } from '../../accessor';
import { bookingBatches } from './batches';
import { progressRecorder } from './progress';

const MAX_ERROR_LENGTH = 500;

/**
 * One report job: claim the report, write its file (streamed) beside its place in the private
 * store, move it there, then mark it completed — or, on the last try, failed with its reason.
 * Idempotent: a finished report is left alone, and a job taken again after a crash (the Redis
 * driver's stalled-job recovery) starts the file over under the same key, so the file a crashed
 * try stored is overwritten and what it left half written is dropped: one file per report.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REPORT);
  const config = () => strapi.config.get('plugin::reports') as ReportsConfig;
  const store = () => reports(strapi).store;

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

  const complete = async (row: ReportRow, partial: string) => {
    const stored = await store().commit(partial, row);
    const done = await rows().updateMany({
      where: { id: row.id, state: 'processing' },
      data: {
        state: 'completed',
        progress: 100,
        file_id: null,
        file_path: stored.key,
        file_size: stored.size,
        completed_at: new Date(),
      },
    });
    // Someone else finished it meanwhile (a job taken twice) wrote the same key: the file is theirs.
    // Only a report deleted while it was being written leaves a file nobody owns.
    if (done.count === 0 && !(await rows().findOne({ where: { id: row.id }, select: ['id'] })))
      await store().remove(row.id);
  };

  return {
    async run(reportId: number, job: JobInfo) {
      const row = await claim(reportId);
      if (!row) return;
      await store().discardPartials(row);
      const file = await store().partialPath(row);
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
