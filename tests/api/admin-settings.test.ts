import http from 'http';
import { randomBytes } from 'crypto';
import zlib from 'zlib';
import { requestsAs } from '../helpers/callers';
import type { TestApp } from '../helpers/strapi';
import { panelSession } from '../helpers/panel';
import { bootWithStaff } from '../helpers/users';
import { waitUntil } from '../helpers/wait';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) =>
  (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
};
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** An 8×8 RGB gradient, a real PNG (the upload plugin decodes it). */
const png = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2], 8);
  const rows = Array.from({ length: 8 }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: 8 }, (__, x) => [x * 30, y * 30, (x ^ y) * 20]).flat()]),
  );
  const pixels = zlib.deflateSync(Buffer.concat(rows), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c00"/></svg>';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** One multipart body in one buffer, sent on a keep-alive socket (an early 413 would break superagent's stream). */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
const sendFile = (base: string, path: string, token: string, bytes: Buffer) =>
  new Promise<{ status: number; body: Json }>((resolve, reject) => {
    const boundary = `b${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
    };
    const req = http.request(
      { port: new URL(base).port, path, method: 'PATCH', agent: keepAlive, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** GET, PUT and PATCH /admin/settings (legacy-behaviour §3.13, issue 23 part 1). */
describe('admin settings', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const as = requestsAs(() => app, tokens);
  const settings = async () => (await as('admin').get('/api/admin/settings')).body.data as Json;
  const publicSettings = async () => (await app.http().get('/api/site-settings')).body.data as Json;
  const fields = (res: { body: Json }) => (res.body.error?.validation_errors ?? []).map((e: Json) => e.field);
  const attach = (key: string, bytes: Buffer | string, filename: string, contentType: string) =>
    as('admin')
      .patch(`/api/admin/settings/${key}`)
      .attach('file', Buffer.from(bytes), { filename, contentType });
  /** The stored file, fetched over HTTP from where its URL points (the test server's port). */
  const fetched = async (url: string) =>
    Buffer.from(await (await fetch(`${app.url}${new URL(url).pathname}`)).arrayBuffer());

  beforeAll(async () => {
    ({ app } = await bootWithStaff(tokens, {}));
  });
  afterAll(async () => {
    keepAlive.destroy();
    // The local provider wrote into public/uploads: take the files away with their records.
    const stored = (await app?.strapi.db.query('plugin::upload.file').findMany({})) ?? [];
    for (const file of stored) await app.strapi.plugin('upload').service('upload').remove(file);
    await app?.close();
  });

  const routes: Array<[string, (who: string | null) => PromiseLike<{ status: number }>]> = [
    ['GET', (who) => as(who).get('/api/admin/settings')],
    ['PUT', (who) => as(who).put('/api/admin/settings', { settings: [{ key: 'matrix', value: 'put' }] })],
    ['PATCH', (who) => as(who).patch('/api/admin/settings/matrix', { value: 'patched' })],
  ];
  it.each(routes)('%s: anonymous 401, user and agency 403, admin and super admin 200', async (_, call) => {
    const statuses = [];
    for (const who of [null, 'user', 'agency', 'admin', 'superAdmin'])
      statuses.push((await call(who)).status);
    expect(statuses).toEqual([401, 403, 403, 200, 200]);
  });

  it('PUT writes, answers the full map, and public keys show in /site-settings at once', async () => {
    const seeded = await settings();
    expect(seeded).toMatchObject({ trip_fork_price_cents: '50000', site_name: expect.any(String) });
    expect((await publicSettings()).site_name).toBe(seeded.site_name); // cached from here on
    const first = await as('admin').put('/api/admin/settings', {
      settings: [
        { key: 'site_name', value: 'Atlas' },
        { key: 'trip_fork_price_cents', value: '1200' },
        { key: 'platform_booking_commission_rate', value: '0.1' },
        { key: 'internal_note', value: '' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Settings updated successfully.');
    const second = await as('admin').put('/api/admin/settings', {
      settings: [{ key: 'site_name', value: '  Atlas Travel ' }, { key: 'contact_email' }],
    });
    const expected = {
      ...seeded,
      contact_email: null,
      internal_note: null,
      platform_booking_commission_rate: '0.1',
      site_name: 'Atlas Travel',
      trip_fork_price_cents: '1200',
    };
    expect(second.body.data).toEqual(expected);
    expect(Object.keys(second.body.data)).toEqual(Object.keys(expected).sort());
    expect(await settings()).toEqual(expected);
    const shown = await publicSettings();
    expect(shown).toMatchObject({ contact_email: null, site_name: 'Atlas Travel' });
    expect(Object.keys(shown)).not.toContain('internal_note');
  });

  it.each([
    ['a negative price', [{ key: 'trip_fork_price_cents', value: '-5' }], 'settings.1.value'],
    ['a fractional price', [{ key: 'trip_fork_price_cents', value: '12.5' }], 'settings.1.value'],
    ['a rate over 1', [{ key: 'platform_booking_commission_rate', value: '1.5' }], 'settings.1.value'],
    ['a rate in words', [{ key: 'platform_booking_commission_rate', value: 'five' }], 'settings.1.value'],
    ['a null rate', [{ key: 'platform_booking_commission_rate', value: null }], 'settings.1.value'],
    ['a number, not a string', [{ key: 'tagline', value: 5 }], 'settings.1.value'],
    ['a key twice', [{ key: 'site_name', value: 'Again' }], 'settings.1.key'],
    ['a key of 256 characters', [{ key: 'k'.repeat(256), value: 'x' }], 'settings.1.key'],
    ['a key with a space', [{ key: 'site name', value: 'x' }], 'settings.1.key'],
    ['a prototype name as key', [{ key: 'constructor', value: 'x' }], 'settings.1.key'],
  ])('PUT with %s → 422 on the entry, nothing written', async (_, rest, field) => {
    const before = await settings();
    const res = await as('admin').put('/api/admin/settings', {
      settings: [{ key: 'site_name', value: 'Changed' }, ...rest],
    });
    expect(res.status).toBe(422);
    expect(fields(res)).toEqual([field]);
    expect(await settings()).toEqual(before);
  });

  it('PATCH sets one value (shown in /site-settings at once); 1001 characters or a bad typed value → 422', async () => {
    expect((await publicSettings()).tagline).toBe('Plan, book and share your trips');
    const res = await as('admin').patch('/api/admin/settings/tagline', { value: 'x'.repeat(1000) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Setting 'tagline' updated.", data: { key: 'tagline' } });
    expect((await publicSettings()).tagline).toBe('x'.repeat(1000));
    const tooLong = await as('admin').patch('/api/admin/settings/tagline', { value: 'y'.repeat(1001) });
    expect([tooLong.status, fields(tooLong)]).toEqual([422, ['value']]);
    const typed = await as('admin').patch('/api/admin/settings/trip_fork_price_cents', { value: 'free' });
    expect([typed.status, fields(typed)]).toEqual([422, ['value']]);
    const form = await as('admin').patch('/api/admin/settings/contact_phone').field('value', '+20 100');
    expect([form.status, form.body.data]).toEqual([200, { key: 'contact_phone', value: '+20 100' }]);
    for (const key of ['site%20name', '__proto__', 'toString', '-x'])
      expect([key, (await as('admin').patch(`/api/admin/settings/${key}`, { value: 'x' })).status]).toEqual([
        key,
        404,
      ]);
    const nothing = await as('admin').patch('/api/admin/settings/tagline', {});
    expect([nothing.status, fields(nothing)]).toEqual([422, ['value']]);
    expect(await settings()).toMatchObject({ tagline: 'x'.repeat(1000), trip_fork_price_cents: '1200' });
  });

  it('PATCH stores a PNG through the upload plugin; its URL serves the same bytes, and shows publicly', async () => {
    const bytes = png();
    expect((await publicSettings()).logo_url).toBe('');
    const res = await attach('logo_url', bytes, 'logo.jpeg', 'image/jpeg');
    expect(res.status).toBe(200);
    const url = res.body.data.value as string;
    // Named and typed by its content, whatever the client called it.
    expect(url).toMatch(/^http:\/\/localhost:1337\/uploads\/logo_url_\w+\.png$/);
    expect((await fetched(url)).equals(bytes)).toBe(true);
    const entry = await app.strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { url: new URL(url).pathname } });
    expect(entry).toMatchObject({ mime: 'image/png', ext: '.png', width: 8, height: 8 });
    expect((await publicSettings()).logo_url).toBe(url);
  });

  it.each([
    ['an SVG', 'homepage_banner', SVG, 'banner.svg', 'image/svg+xml', /\.svg$/],
    ['a PDF', 'terms_document', PDF, 'terms.pdf', 'application/pdf', /\.pdf$/],
  ])('PATCH with %s → 200, stored as it came', async (_, key, content, filename, type, extension) => {
    const res = await attach(key, Buffer.from(content), filename, type);
    expect(res.status).toBe(200);
    expect(res.body.data.value).toMatch(extension);
    expect((await fetched(res.body.data.value)).toString()).toBe(content);
  });

  it.each([
    ['a text file named logo.png', 'just words, no image', 'image/png'],
    [
      'PNG magic bytes over junk',
      Buffer.concat([PNG_SIGNATURE, Buffer.from('not the rest of a png')]),
      'image/png',
    ],
    ['an SVG that runs script', SVG.replace('<rect', '<rect onclick="alert(1)"'), 'image/svg+xml'],
    ['XML whose root is not svg', '<?xml version="1.0"?><html><svg/></html>', 'image/svg+xml'],
    ['a malformed SVG', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'image/svg+xml'],
  ])('PATCH with %s → 422 on file, nothing stored', async (_, content, type) => {
    const before = await settings();
    const res = await attach('logo_url', Buffer.from(content), 'logo.png', type);
    expect([res.status, fields(res)]).toEqual([422, ['file']]);
    expect(await settings()).toEqual(before);
  });

  it("removes a setting's file once no setting names it: a value replaced, a setting deleted", async () => {
    const stored = (url: string) =>
      app.strapi.db.query('plugin::upload.file').findOne({ where: { url: new URL(url).pathname } });
    const served = async (url: string) => (await fetch(`${app.url}${new URL(url).pathname}`)).status;
    const first = (await attach('footer_logo', png(), 'a.png', 'image/png')).body.data.value as string;
    expect([Boolean(await stored(first)), await served(first)]).toEqual([true, 200]);
    // Another key names the same file: replacing this one's file keeps it.
    const copy = { settings: [{ key: 'footer_logo_copy', value: first }] };
    expect((await as('admin').put('/api/admin/settings', copy)).status).toBe(200);
    const second = (await attach('footer_logo', png(), 'b.png', 'image/png')).body.data.value as string;
    expect(second).not.toBe(first);
    expect([Boolean(await stored(first)), await served(first)]).toEqual([true, 200]);
    // Once no setting names it, the file goes: its media library entry and its bytes.
    expect((await as('admin').patch('/api/admin/settings/footer_logo_copy', { value: 'none' })).status).toBe(
      200,
    );
    expect([await stored(first), await served(first)]).toEqual([null, 404]);
    expect(await stored(second)).not.toBeNull();

    // Deleting the setting in the Content Manager takes its file, once the delete is committed.
    const row = await app.strapi.db.query('api::setting.setting').findOne({ where: { key: 'footer_logo' } });
    const panel = await panelSession(app, 'admin@example.com');
    expect(
      (await panel.delete(`/content-manager/collection-types/api::setting.setting/${row.documentId}`)).status,
    ).toBe(200);
    await waitUntil(async () => (await stored(second)) === null, 5000, "the deleted setting's file removed");
    expect(await served(second)).toBe(404);
  });

  it('PATCH with a 6 MB file → 413 payload_too_large', async () => {
    const bytes = Buffer.concat([png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await sendFile(app.url, '/api/admin/settings/logo_url', tokens.admin, bytes);
    expect([res.status, res.body.error?.type]).toEqual([413, 'payload_too_large']);
  });
});
