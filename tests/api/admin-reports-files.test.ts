import fs from 'fs';
import os from 'os';
import path from 'path';
import { reports } from '../../src/plugins/reports/public';
import { namedCallers } from '../helpers/callers';
import { createNamedCallers } from '../helpers/agency';
import { asBytes, openXlsx, pdfText, sheetRows } from '../helpers/documents';
import { panelSession } from '../helpers/panel';
import { EXPECTED, finishedReport, REPORT_RANGE, seedReportData } from '../helpers/report-data';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { waitUntil } from '../helpers/wait';

const REPORT = 'plugin::reports.report';
const UPLOAD = 'plugin::upload.file';
const CM = `/content-manager/collection-types/${REPORT}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every string of a JSON value, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** CONTRACT §10: a report's file is served only by its download route, and goes with its report. */
describe('admin reports: the files are private and go with their report', () => {
  let app: TestApp;
  let dir: string;
  const { tokens, ids, as } = namedCallers(() => app);
  const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const uploadsDir = () => path.join(app.strapi.dirs.static.public, 'uploads');
  const publicUploads = () => fs.readdirSync(uploadsDir()).sort();
  /**
   * The public files that appeared since `before` and hold the bytes of a generated report. The
   * folder is the app's, shared with the test files running beside this one (they upload images and
   * documents there), so a file is judged by its content; this instance's upload rows are counted too.
   */
  const leakedReports = (before: string[], reportFiles: string[]) => {
    const generated = reportFiles.map((name) => fs.readFileSync(path.join(dir, name)));
    return publicUploads()
      .filter((name) => !before.includes(name))
      .filter((name) =>
        generated.some((bytes) => bytes.equals(fs.readFileSync(path.join(uploadsDir(), name)))),
      );
  };
  const generate = async (format: 'pdf' | 'xlsx') => {
    const res = await as('admin').post('/api/admin/reports/generate', { ...REPORT_RANGE, format });
    expect(res.status).toBe(202);
    return res.body.data.report.id as number;
  };
  const finished = (id: number) => finishedReport((path) => as('admin').get(path), id);
  const download = (id: number) =>
    as('admin').get(`/api/admin/reports/${id}/download`).buffer(true).parse(asBytes);

  beforeAll(async () => {
    app = await bootStrapi({ env: { REPORT_ATTEMPTS: '2', QUEUE_BACKOFF_MS: '50' } });
    dir = process.env.REPORTS_DIR as string;
    await createNamedCallers(app.strapi, 'report-files.test', { admin: { role: 'admin' } }, tokens, ids);
    await seedReportData(app.strapi);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps a generated file out of every public path; the download alone serves it', async () => {
    const uploadsBefore = publicUploads();
    const uploadRowsBefore = await app.strapi.db.query(UPLOAD).count();
    const xlsx = await generate('xlsx');
    const pdf = await generate('pdf');
    for (const id of [xlsx, pdf]) {
      const report = await finished(id);
      expect(report).toMatchObject({ status: 'completed', file_path: `report-${id}.${report.format}` });
      // No address in the report but the authenticated download reaches the file.
      const addresses = stringsOf(report).filter((text) => text !== report.file_url);
      for (const text of addresses) {
        const asPath = text.startsWith('http') ? new URL(text).pathname : `/${text}`;
        for (const candidate of [asPath, `/uploads/${text}`, `/uploads/reports/${text}`])
          expect([candidate, (await app.http().get(candidate)).status]).toEqual([candidate, 404]);
      }
      expect((await app.http().get(new URL(report.file_url).pathname)).status).toBe(401);
    }
    expect(files()).toEqual(expect.arrayContaining([`report-${pdf}.pdf`, `report-${xlsx}.xlsx`]));
    expect(leakedReports(uploadsBefore, [`report-${pdf}.pdf`, `report-${xlsx}.xlsx`])).toEqual([]);
    expect(await app.strapi.db.query(UPLOAD).count()).toBe(uploadRowsBefore);

    const sheet = await download(xlsx);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(
      `attachment; filename="booking_report_${REPORT_RANGE.from}_to_${REPORT_RANGE.to}_${xlsx}.xlsx"`,
    );
    expect(sheetRows((await openXlsx(sheet.body)).getWorksheet('Booking records')!)).toHaveLength(
      EXPECTED.bookings,
    );
    const document = await download(pdf);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(document.body)).text).toContain('Executive Summary');
  });

  it('leaves one file when a try crashed after storing it and the job is retried', async () => {
    const store = reports(app.strapi).store;
    const commit = store.commit;
    let crashes = 0;
    store.commit = async (partial, row) => {
      const stored = await commit(partial, row);
      if (crashes++ > 0) return stored;
      // What a try killed mid-write leaves beside it, then the crash before the report is marked done.
      fs.writeFileSync(path.join(dir, `.report-${row.id}.${row.format}.0123456789ab.tmp`), 'half');
      throw new Error('the process died');
    };
    try {
      const id = await generate('xlsx');
      const report = await finished(id);
      expect(report.status).toBe('completed');
      const row = await app.strapi.db.query(REPORT).findOne({ where: { id } });
      expect(row.attempts).toBe(2);
      expect(files().filter((name) => name.includes(`report-${id}.`))).toEqual([`report-${id}.xlsx`]);
      const file = await download(id);
      expect(sheetRows((await openXlsx(file.body)).getWorksheet('Booking records')!)).toHaveLength(
        EXPECTED.bookings,
      );
    } finally {
      store.commit = commit;
    }
  });

  it('removes the file with its report, from the Reports page, the Content Manager or code', async () => {
    const superAdmin = await panelSession(app, 'admin@example.com');
    const editor = await panelSession(app, 'editor@example.com');
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await generate('pdf'));
    for (const id of made) await finished(id);
    const fileOf = (id: number) => path.join(dir, `report-${id}.pdf`);
    const documentIdOf = async (id: number) =>
      (await app.strapi.db.query(REPORT).findOne({ where: { id } })).documentId as string;
    const gone = (id: number, how: string) =>
      waitUntil(async () => !fs.existsSync(fileOf(id)), 5000, `the file of report ${id} removed (${how})`);
    expect(made.every((id) => fs.existsSync(fileOf(id)))).toBe(true);

    const [page, single, bulkA, bulkB, code] = made;
    expect((await editor.delete(`/reports/jobs/${page}`)).status).toBe(403);
    expect(fs.existsSync(fileOf(page))).toBe(true);
    const removed = await superAdmin.delete(`/reports/jobs/${page}`);
    expect([removed.status, removed.body.data]).toEqual([200, { id: page }]);
    expect(fs.existsSync(fileOf(page))).toBe(false);
    expect((await download(page)).status).toBe(404);
    expect((await superAdmin.delete(`/reports/jobs/${page}`)).status).toBe(404);

    expect((await superAdmin.delete(`${CM}/${await documentIdOf(single)}`)).status).toBe(200);
    await gone(single, 'Content Manager');
    const bulk = await superAdmin.post(`${CM}/actions/bulkDelete`, {
      documentIds: [await documentIdOf(bulkA), await documentIdOf(bulkB)],
    });
    expect(bulk.status).toBe(200);
    await gone(bulkA, 'bulk delete');
    await gone(bulkB, 'bulk delete');
    await app.strapi.db.query(REPORT).deleteMany({ where: { id: code } });
    await gone(code, 'deleteMany');
    expect(await app.strapi.db.query(REPORT).count({ where: { id: { $in: made } } })).toBe(0);
  });

  it('moves a file an earlier version stored in the public uploads into the private store, once', async () => {
    const id = await generate('xlsx');
    await finished(id);
    const bytes = fs.readFileSync(path.join(dir, `report-${id}.xlsx`));
    fs.rmSync(path.join(dir, `report-${id}.xlsx`));
    // What the earlier version did: the file through the upload plugin, its public URL in file_path.
    const temp = path.join(os.tmpdir(), `legacy-report-${id}.xlsx`);
    fs.writeFileSync(temp, bytes);
    const [upload] = await app.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `booking_report_${id}.xlsx`, caption: 'Business report' } },
        files: { filepath: temp, originalFilename: 'r.xlsx', mimetype: XLSX, size: bytes.length },
      });
    fs.rmSync(temp);
    await app.strapi.db
      .query(REPORT)
      .update({ where: { id }, data: { file_id: upload.id, file_path: upload.url } });
    expect((await app.http().get(upload.url)).status).toBe(200);
    expect((await as('admin').get(`/api/admin/reports/${id}`)).body.data.file_path).toBeNull();

    // Two instances booting at once run it side by side; a later boot finds nothing to do.
    const { housekeeping } = reports(app.strapi);
    await Promise.all([housekeeping.relocateUploads(), housekeeping.relocateUploads()]);
    await housekeeping.relocateUploads();

    expect((await app.http().get(upload.url)).status).toBe(404);
    expect(await app.strapi.db.query(UPLOAD).findOne({ where: { id: upload.id } })).toBeNull();
    const row = await app.strapi.db.query(REPORT).findOne({ where: { id } });
    expect({ file_id: row.file_id, file_path: row.file_path }).toEqual({
      file_id: null,
      file_path: `report-${id}.xlsx`,
    });
    expect(files().filter((name) => name.includes(`report-${id}.`))).toEqual([`report-${id}.xlsx`]);
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, bytes)).toBe(0);
  });

  it('removes at boot the files whose report is gone, and keeps the others', async () => {
    const kept = await generate('pdf');
    await finished(kept);
    fs.writeFileSync(path.join(dir, 'report-999999.pdf'), 'orphan');
    fs.writeFileSync(path.join(dir, '.report-999998.xlsx.0123456789ab.tmp'), 'half');
    await reports(app.strapi).housekeeping.removeOrphans();
    expect(files()).not.toContain('report-999999.pdf');
    expect(files()).not.toContain('.report-999998.xlsx.0123456789ab.tmp');
    expect(files()).toContain(`report-${kept}.pdf`);
  });
});

describe('admin reports: a report folder the public server would reach', () => {
  it('stops the boot', async () => {
    const inside = path.join(__dirname, '..', '..', '..', 'public', 'uploads', 'reports');
    await expect(bootStrapi({ env: { REPORTS_DIR: inside } })).rejects.toThrow(
      /must not be inside the public/,
    );
  });
});
