import { reports, reportSource, type ReportSource } from '../../src/plugins/reports/public';
import { namedCallers } from '../helpers/callers';
import { asBytes, openXlsx, pdfText, sheetRows } from '../helpers/documents';
import { EXPECTED, finishedReport, REPORT_RANGE, seedReportData } from '../helpers/report-data';
import { bootStrapi, type TestApp } from '../helpers/strapi';
import { createNamedCallers } from '../helpers/agency';
import { waitUntil } from '../helpers/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CALLERS = {
  user: { role: 'user' },
  agency: { role: 'agency' },
  admin: { role: 'admin' },
  superAdmin: { role: 'super_admin' },
};
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SECTIONS = ['Executive Summary', 'Revenue', 'Bookings', 'Users', 'Business Insights'];

/** Report jobs over HTTP (CONTRACT §6, legacy-behaviour §3.13 and §8), on whichever queue driver runs. */
describe('admin reports: queued jobs, files, access', () => {
  let app: TestApp;
  const { tokens, ids, as } = namedCallers(() => app);
  const generate = (body: Json, who = 'admin') => as(who).post('/api/admin/reports/generate', body);
  const completed = (id: number) => finishedReport((path) => as('admin').get(path), id);
  const download = (id: number, who = 'admin') =>
    as(who).get(`/api/admin/reports/${id}/download`).buffer(true).parse(asBytes);

  beforeAll(async () => {
    app = await bootStrapi({ env: { REPORT_ATTEMPTS: '1' } });
    await createNamedCallers(app.strapi, 'reports.test', CALLERS, tokens, ids);
    await seedReportData(app.strapi);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 202 pending with the legacy KPIs, and the XLSX holds the figures of the orders', async () => {
    const res = await generate({ ...REPORT_RANGE, format: 'excel' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe('Report generation queued');
    const { report, kpis } = res.body.data;
    expect(report).toMatchObject({
      user_id: ids.admin,
      format: 'xlsx',
      status: 'pending',
      progress: 0,
      file_url: null,
    });
    expect(report).toMatchObject({ from_date: REPORT_RANGE.from, to_date: REPORT_RANGE.to });
    expect(kpis).toEqual({
      revenue: EXPECTED.revenue,
      currency: 'EGP',
      bookings: EXPECTED.bookings,
      users: EXPECTED.customers,
      growth_percent: EXPECTED.growth,
    });

    const done = await completed(report.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100, error: null });
    expect(done.file_url).toBe(`http://localhost:1337/api/admin/reports/${report.id}/download`);
    const file = await download(report.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="booking_report_2026-01-01_to_2026-03-31_[0-9a-f]+\.xlsx"$/,
    );

    const workbook = await openXlsx(file.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Cover',
      'Executive Summary',
      'Revenue',
      'Weekly revenue',
      'Revenue by booking type',
      'Bookings',
      'Status breakdown',
      'Types breakdown',
      'Users',
      'Active users trend',
      'Returning users',
      'Business Insights',
      'Top revenue destinations',
      'Peak booking days',
      'Booking records',
    ]);
    const records = workbook.getWorksheet('Booking records')!;
    expect(records.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(records.autoFilter).toBe('A1:I1');
    const rows = sheetRows(records);
    expect(rows).toHaveLength(EXPECTED.bookings);
    expect(rows.reduce((sum, row) => sum + (row[8] as number), 0)).toBeCloseTo(EXPECTED.revenue, 2);
    expect(rows.map((row) => row[3])).toEqual(['Alice Traveller', 'عمر الفاروق', 'Alice Traveller']);
    expect(rows[0][2]).toBeInstanceOf(Date);
    expect(records.getCell('I2').numFmt).toBe('#,##0.00 "EGP"');

    const monthly = Object.fromEntries(
      sheetRows(workbook.getWorksheet('Revenue')!).map(([month, sum]) => [month, sum]),
    );
    expect(monthly).toEqual(EXPECTED.months);
    const summary = sheetRows(workbook.getWorksheet('Executive Summary')!);
    expect(summary[0]).toEqual([
      'Revenue (EGP)',
      EXPECTED.revenue,
      EXPECTED.previousRevenue,
      EXPECTED.growth / 100,
    ]);
    const returning = Object.fromEntries(sheetRows(workbook.getWorksheet('Returning users')!));
    expect(returning).toEqual(EXPECTED.returning);
    const states = Object.fromEntries(sheetRows(workbook.getWorksheet('Status breakdown')!));
    expect(states).toEqual({ failed: 1, fulfilled: 2, paid: 1, pending: 1 });
  });

  it('writes a PDF with every section, the KPI values and Arabic names', async () => {
    const res = await generate({ from_date: REPORT_RANGE.from, to_date: REPORT_RANGE.to });
    expect(res.body.data.report.format).toBe('pdf');
    await completed(res.body.data.report.id);
    const file = await download(res.body.data.report.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    const { pages, text } = await pdfText(file.body);
    expect(pages).toBeGreaterThanOrEqual(SECTIONS.length);
    for (const title of SECTIONS) expect(text).toContain(title);
    for (const value of ['4,199.00 EGP', '500.00 EGP', '+739.8 %', 'Cairo', 'Luxor'])
      expect(text).toContain(value);
    expect(text).toContain('القاهرة');
    expect(text).toContain('الأقصر');
  });

  it('lets only admins at the report routes; /me/reports is each caller’s own', async () => {
    const made = (await generate(REPORT_RANGE)).body.data.report.id as number;
    await completed(made);
    const routes: Array<[string, (who: string | null) => Promise<{ status: number }>, number]> = [
      ['generate', (who) => as(who).post('/api/admin/reports/generate', REPORT_RANGE), 202],
      ['index', (who) => as(who).get('/api/admin/reports'), 200],
      ['show', (who) => as(who).get(`/api/admin/reports/${made}`), 200],
      [
        'download',
        (who) => as(who).get(`/api/admin/reports/${made}/download`).buffer(true).parse(asBytes),
        200,
      ],
    ];
    for (const [name, call, ok] of routes) {
      const outcomes = {
        anonymous: (await call(null)).status,
        user: (await call('user')).status,
        agency: (await call('agency')).status,
        admin: (await call('admin')).status,
        superAdmin: (await call('superAdmin')).status,
      };
      expect({ name, ...outcomes }).toEqual({
        name,
        anonymous: 401,
        user: 403,
        agency: 403,
        admin: ok,
        superAdmin: ok,
      });
    }
    expect((await as(null).get('/api/me/reports')).status).toBe(401);
    const mine = await as('user').get('/api/me/reports');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([]);
    const admins = await as('admin').get('/api/me/reports?per_page=2');
    expect(admins.body.data).toHaveLength(2);
    expect(admins.body.data.every((report: Json) => report.user_id === ids.admin)).toBe(true);
    expect(admins.body.meta).toMatchObject({ per_page: 2 });
    const page = await as('admin').get('/api/admin/reports');
    expect(page.headers['x-per-page']).toBe('15');
    expect(page.body.data[0].id).toBeGreaterThan(page.body.data[1].id);
  });

  it('takes the token from ?token= on the download route only', async () => {
    const made = (await generate({ ...REPORT_RANGE, format: 'xlsx' })).body.data.report.id as number;
    await completed(made);
    const link = await app
      .http()
      .get(`/api/admin/reports/${made}/download?token=${tokens.admin}`)
      .buffer(true)
      .parse(asBytes);
    expect(link.status).toBe(200);
    expect(link.headers['content-type']).toBe(XLSX);
    expect((await app.http().get(`/api/admin/reports/${made}/download?token=${tokens.user}`)).status).toBe(
      403,
    );
    expect((await app.http().get(`/api/admin/reports/${made}/download?token=nonsense`)).status).toBe(401);
    expect((await app.http().get(`/api/admin/reports/${made}?token=${tokens.admin}`)).status).toBe(401);
  });

  it('refuses a bad request with 422 and writes nothing', async () => {
    const before = await app.strapi.db.query('plugin::reports.report').count();
    const cases: Array<[Json, string]> = [
      [{ format: 'docx' }, 'format'],
      [{ from: '2026-03-01', to: '2026-02-01' }, 'to'],
      [{ from_date: '2026-03-01', to_date: '2026-02-28' }, 'to_date'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ format: 7 }, 'format'],
    ];
    for (const [body, field] of cases) {
      const res = await generate(body);
      const fields = [
        ...new Set((res.body.error?.validation_errors ?? []).map((entry: Json) => entry.field)),
      ];
      expect({ body, status: res.status, fields }).toEqual({
        body,
        status: 422,
        fields: [field],
      });
    }
    expect(await app.strapi.db.query('plugin::reports.report').count()).toBe(before);
  });

  it('answers 409 generation_in_progress while the job is held, then the file', async () => {
    const source = reportSource.of(app.strapi) as ReportSource;
    const summary = source.summary;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    source.summary = async (range) => {
      await held;
      return summary(range);
    };
    try {
      const id = (await generate(REPORT_RANGE)).body.data.report.id as number;
      await waitUntil(
        async () => (await as('admin').get(`/api/admin/reports/${id}`)).body.data.status === 'processing',
        10000,
        'the job started',
      );
      const busy = await download(id);
      expect(busy.status).toBe(409);
      expect(JSON.parse(busy.body.toString()).error).toMatchObject({
        type: 'generation_in_progress',
        current_status: 'processing',
      });
      release();
      expect((await completed(id)).status).toBe('completed');
      expect((await download(id)).status).toBe(200);
    } finally {
      source.summary = summary;
      release();
    }
  });

  it('marks a job that cannot store its file failed with the reason; its download is 404', async () => {
    const store = reports(app.strapi).store;
    const commit = store.commit;
    store.commit = async () => {
      throw new Error('storage is full');
    };
    try {
      const id = (await generate({ ...REPORT_RANGE, format: 'xlsx' })).body.data.report.id as number;
      const done = await completed(id);
      expect(done).toMatchObject({ status: 'failed', file_url: null, file_path: null });
      expect(done.error).toContain('storage is full');
      const res = await download(id);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString()).message).toBe('Report file not found');
    } finally {
      store.commit = commit;
    }
    const missing = await download(999999);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString()).message).toBe('Report not found');
    expect((await as('admin').get('/api/admin/reports/abc')).status).toBe(404);
  });
});

/** The Reports page and the revenue widget of the admin panel call these with the panel's own session. */
describe('admin reports: the admin panel routes', () => {
  let app: TestApp;
  const sessions: Record<string, string> = {};
  const panel = (who: string | null) => {
    const auth = <T extends { set(name: string, value: string): T }>(req: T) =>
      who ? req.set('Authorization', `Bearer ${sessions[who]}`) : req;
    return {
      get: (path: string) => auth(app.http().get(path)),
      post: (path: string, body: Json) => auth(app.http().post(path)).send(body),
    };
  };

  beforeAll(async () => {
    app = await bootStrapi();
    await seedReportData(app.strapi);
    for (const [who, email] of [
      ['superAdmin', 'admin@example.com'],
      ['editor', 'editor@example.com'],
    ]) {
      const login = await app
        .http()
        .post('/admin/login')
        .send({ email, password: 'seed-password-for-tests' });
      sessions[who] = login.body.data.token;
    }
    const today = new Date();
    await app.strapi.db.query('plugin::billing.order').create({
      data: {
        user_id: 1,
        purchase_type: 'subscription',
        state: 'paid',
        total_cents: 12345,
        currency: 'EGP',
        paid_at: today,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lets a panel user holding the permission generate, follow and download a report', async () => {
    const started = await panel('superAdmin').post('/reports/jobs', { ...REPORT_RANGE, format: 'xlsx' });
    expect(started.status).toBe(202);
    const { report } = started.body.data;
    expect(report).toMatchObject({ user_id: null, status: 'pending', format: 'xlsx' });
    expect(report.admin_user_id).toEqual(expect.any(Number));
    await waitUntil(
      async () =>
        (await panel('superAdmin').get(`/reports/jobs/${report.id}`)).body.data.status === 'completed',
      30000,
      'the report completed',
    );
    const listed = await panel('superAdmin').get('/reports/jobs');
    expect(listed.body.data.map((row: Json) => row.id)).toContain(report.id);
    const file = await panel('superAdmin').get(`/reports/jobs/${report.id}/file`).buffer(true).parse(asBytes);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX);
    const rows = sheetRows((await openXlsx(file.body)).getWorksheet('Booking records')!);
    expect(rows).toHaveLength(EXPECTED.bookings);

    const bad = await panel('superAdmin').post('/reports/jobs', { from: '2026-03-01', to: '2026-01-01' });
    expect([bad.status, bad.body.error?.name]).toEqual([422, 'validation_error']);
    expect((await panel('superAdmin').get('/reports/jobs/999999')).status).toBe(404);
  });

  it('draws the widget from the money received each of the last 30 days', async () => {
    const res = await panel('superAdmin').get('/reports/revenue');
    expect(res.status).toBe(200);
    const { currency, days } = res.body.data;
    expect(currency).toBe('EGP');
    expect(days).toHaveLength(30);
    expect(days[29]).toEqual({ day: new Date().toISOString().slice(0, 10), revenue: 123.45 });
    expect(days.slice(0, 29).every((day: Json) => day.revenue === 0)).toBe(true);
  });

  it('refuses the Catalog editor (no permission) and anyone without a panel session', async () => {
    for (const [method, path] of [
      ['get', '/reports/revenue'],
      ['get', '/reports/jobs'],
      ['post', '/reports/jobs'],
      ['get', '/reports/jobs/1'],
      ['get', '/reports/jobs/1/file'],
    ] as const) {
      const editor =
        method === 'get' ? await panel('editor').get(path) : await panel('editor').post(path, {});
      const nobody = method === 'get' ? await panel(null).get(path) : await panel(null).post(path, {});
      expect({ path, editor: editor.status, nobody: nobody.status }).toEqual({
        path,
        editor: 403,
        nobody: 401,
      });
    }
  });
});
