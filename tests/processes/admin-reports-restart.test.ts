import fs from 'fs';
import type { ChildProcess } from 'child_process';
import { asBytes, openXlsx, sheetRows } from '../helpers/documents';
import { EXPECTED, REPORT_RANGE, seedReportData } from '../helpers/report-data';
import { startSecondInstance } from '../helpers/second-instance';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createUser, tokenFor } from '../helpers/users';
import { waitUntil } from '../helpers/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

// Workers that hold a job's lock one second and read one booking record every 1.5 s: a job is
// still writing its file when its instance is killed, and another instance takes it over quickly.
const SLOW_WORKER = {
  QUEUE_WORKERS: 'true',
  QUEUE_LOCK_MS: '1000',
  REPORT_BATCH_SIZE: '1',
  REPORT_BATCH_PAUSE_MS: '1500',
};

/** CONTRACT §6: on the Redis driver a report job outlives the instance that was running it. */
(process.env.REDIS_URL ? describe : describe.skip)(
  'a report job interrupted by kill -9 (Redis queue)',
  () => {
    let app: TestApp;
    let token: string;

    beforeAll(async () => {
      // This instance only takes requests; the instances started below run the jobs.
      app = await bootStrapi({ env: { QUEUE_WORKERS: 'false' } });
      const admin = await createUser(app.strapi, { email: 'admin@restart.test', role: 'admin' });
      token = await tokenFor(app.strapi, admin, ['admin']);
      await seedReportData(app.strapi);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('is taken again by another instance and completes, with one file', async () => {
      const asAdmin = (path: string) => app.http().get(path).set('Authorization', `Bearer ${token}`);
      const res = await app
        .http()
        .post('/api/admin/reports/generate')
        .set('Authorization', `Bearer ${token}`)
        .send({ ...REPORT_RANGE, format: 'xlsx' });
      const id = res.body.data.report.id as number;
      const report = async () => (await asAdmin(`/api/admin/reports/${id}`)).body.data as Json;

      const doomed = await startSecondInstance(SLOW_WORKER);
      await waitUntil(async () => (await report()).progress > 10, 30000, 'the first worker writing the file');
      const exited = new Promise((resolve) => doomed.process.once('exit', resolve));
      (doomed.process as ChildProcess).kill('SIGKILL');
      await exited;
      expect(await report()).toMatchObject({ status: 'processing' });

      const heir = await startSecondInstance(SLOW_WORKER);
      try {
        await waitUntil(async () => (await report()).status === 'completed', 60000, 'the report completed');
      } finally {
        await heir.stop();
      }
      const row = await app.strapi.db.query('plugin::reports.report').findOne({ where: { id } });
      expect(row.attempts).toBe(2);
      const file = await asAdmin(`/api/admin/reports/${id}/download`).buffer(true).parse(asBytes);
      expect(file.status).toBe(200);
      const records = sheetRows((await openXlsx(file.body)).getWorksheet('Booking records')!);
      expect(records).toHaveLength(EXPECTED.bookings);
      // The killed try's half-written file is gone: the report's own file is the only one kept.
      expect(fs.readdirSync(process.env.REPORTS_DIR as string)).toEqual([`report-${id}.xlsx`]);
    });
  },
);
