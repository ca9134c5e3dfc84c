import type { Core } from '@strapi/strapi';
import type { TestApp } from '../helpers/strapi';
import { namedCallers } from '../helpers/callers';
import { bootWithCatalogCallers, createCatalogRecords } from '../helpers/catalog-admin';
import { documentIdOf, panelToken, pixelsOf, pngOf, uploadToLibrary } from '../helpers/media';

const APP_URL = 'http://localhost:1337';
const cm = (uid: string, documentId: string, locale = 'en') =>
  `/content-manager/collection-types/${uid}/${documentId}?locale=${locale}`;

/** Catalog images uploaded by the Catalog editor through the media library, as the API shows them. */
describe('catalog images from the media library', () => {
  let app: TestApp;
  let strapi: Core.Strapi;
  let editor: string;
  const { tokens, ids, as } = namedCallers(() => app);
  beforeAll(async () => {
    ({ app, strapi } = await bootWithCatalogCallers(tokens));
    await createCatalogRecords(as, ids);
    editor = await panelToken(app, 'editor@example.com');
  });
  afterAll(() => app?.close());

  const read = async (path: string) => {
    const res = await app.http().get(path);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body.data;
  };
  const upload = async (name: string, rgb: [number, number, number], replacing?: number) => {
    const res = await uploadToLibrary(
      app,
      editor,
      { bytes: await pngOf(...rgb), name, type: 'image/png' },
      replacing,
    );
    expect([name, res.status]).toEqual([name, replacing ? 200 : 201]);
    const file = Array.isArray(res.body) ? res.body[0] : res.body;
    return file as { id: number; url: string; mime: string };
  };
  const setAsEditor = (uid: string, documentId: string, data: Record<string, unknown>, locale = 'en') =>
    app
      .http()
      .put(cm(uid, documentId, locale))
      .set('Authorization', `Bearer ${editor}`)
      .send(data);

  it('shows an image the editor uploads and sets on a destination as its absolute URL at once, in both languages', async () => {
    const path = `/api/destinations/${ids.destinations}`;
    // Cached answers first: the change must reach them.
    expect((await read(path)).image).toBeNull();
    expect((await read(`${path}?locale=ar`)).image).toBeNull();

    const file = await upload('petra.png', [200, 80, 60]);
    expect(file.mime).toBe('image/png');
    const documentId = await documentIdOf(app, 'destinations', ids.destinations);
    const saved = await setAsEditor('api::destination.destination', documentId, { image_file: file.id });
    expect(saved.status).toBe(200);

    const expected = `${APP_URL}${file.url}`;
    expect(expected).toMatch(/^http:\/\/localhost:1337\/uploads\/.+\.png$/);
    expect((await read(path)).image).toBe(expected);
    const arabic = await read(`${path}?locale=ar`);
    expect(arabic).toMatchObject({ name: 'البتراء', image: expected });
    const list = await read('/api/destinations?per_page=100');
    expect(list.find((d: { id: number }) => d.id === ids.destinations).image).toBe(expected);
    const country = await read(`/api/countries/${ids.countries}`);
    expect(country.destinations).toEqual([
      expect.objectContaining({ id: ids.destinations, image: expected }),
    ]);
    // The file the URL names is served.
    const served = await app.http().get(file.url);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('shows an image set while editing the Arabic translation in both languages', async () => {
    const file = await upload('petra-night.png', [20, 20, 90]);
    const documentId = await documentIdOf(app, 'destinations', ids.destinations);
    const saved = await setAsEditor(
      'api::destination.destination',
      documentId,
      { image_file: file.id },
      'ar',
    );
    expect(saved.status).toBe(200);
    for (const locale of ['en', 'ar'])
      expect((await read(`/api/destinations/${ids.destinations}?locale=${locale}`)).image).toBe(
        `${APP_URL}${file.url}`,
      );
  });

  it('shows a linked file replaced or deleted in the media library at once', async () => {
    const path = `/api/destinations/${ids.destinations}`;
    const before = (await read(path)).image as string;
    const url = before.slice(APP_URL.length);
    const fileId = Number((await strapi.db.connection('files').select('id').where({ url }).first()).id);
    const bytes = await pngOf(240, 240, 30);
    const replaced = await uploadToLibrary(
      app,
      editor,
      { bytes, name: 'petra-dusk.png', type: 'image/png' },
      fileId,
    );
    expect(replaced.status).toBe(200);
    // The local provider keeps the file's URL: what it serves is the new picture.
    const image = (await read(path)).image as string;
    expect(image).toBe(`${APP_URL}${replaced.body.url}`);
    const served = await app.http().get(image.slice(APP_URL.length)).buffer(true);
    expect([...(await pixelsOf(served.body as Buffer)).subarray(0, 3)]).toEqual([240, 240, 30]);

    // Deleted from the library: the destination falls back to its URL field (none here).
    const removed = await app
      .http()
      .delete(`/upload/files/${fileId}`)
      .set('Authorization', `Bearer ${editor}`);
    expect(removed.status).toBe(200);
    expect((await read(path)).image).toBeNull();
    expect((await read(`${path}?locale=ar`)).image).toBeNull();
  });

  it('keeps the URL fields: a URL stored alone is answered, an upload wins over it, a URL sent by the API replaces the upload', async () => {
    const path = `/api/hotels/${ids.hotels}`;
    const stored = 'https://images.example.com/hotels/petra-gate.jpg';
    expect((await as('admin').put(`/api/admin/hotels/${ids.hotels}`, { image: stored })).status).toBe(200);
    expect((await read(path)).image).toBe(stored);

    const file = await upload('petra-gate.png', [90, 160, 90]);
    const documentId = await documentIdOf(app, 'hotels', ids.hotels);
    expect((await setAsEditor('api::hotel.hotel', documentId, { image_file: file.id })).status).toBe(200);
    expect((await read(path)).image).toBe(`${APP_URL}${file.url}`);
    expect((await read(`/api/destinations/${ids.destinations}/hotels`))[0].image).toBe(
      `${APP_URL}${file.url}`,
    );

    const newer = 'https://images.example.com/hotels/petra-gate-2.jpg';
    expect((await as('admin').put(`/api/admin/hotels/${ids.hotels}`, { image: newer })).status).toBe(200);
    expect((await read(path)).image).toBe(newer);
  });

  it("shows a country's uploaded flag as its flag_url, on the country and on its destinations", async () => {
    expect((await read(`/api/countries/${ids.countries}`)).flag_url).toBe('https://flagcdn.com/w320/jo.png');
    const flag = await upload('jordan-flag.png', [0, 122, 61]);
    const documentId = await documentIdOf(app, 'countries', ids.countries);
    expect((await setAsEditor('api::country.country', documentId, { flag_file: flag.id })).status).toBe(200);
    const expected = `${APP_URL}${flag.url}`;
    expect((await read(`/api/countries/${ids.countries}?locale=ar`)).flag_url).toBe(expected);
    expect((await read(`/api/destinations/${ids.destinations}`)).country.flag_url).toBe(expected);
  });

  it('refuses a file that is not an image, in the media library and on an image field', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const file of [
      { bytes: pdf, name: 'brochure.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.png', type: 'image/png' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const res = await uploadToLibrary(app, editor, file);
      expect([file.name, res.status, res.body.error?.message]).toEqual([
        file.name,
        400,
        'The file must be a JPEG, PNG, WebP, GIF or AVIF image.',
      ]);
    }
    expect(
      await strapi.db.query('plugin::upload.file').count({ where: { ext: { $in: ['.pdf', '.svg'] } } }),
    ).toBe(0);

    // A PDF the server itself stored (a business report lives in the same library) cannot be set,
    // nor a file stored as image/png that never decoded (what "from URL" may fetch).
    const store = async (bytes: Buffer, name: string, mimetype: string) =>
      (
        (await strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, caption: 'Business report' } },
            files: {
              filepath: await writeTemp(bytes, name),
              originalFilename: name,
              mimetype,
              size: bytes.length,
            },
          })) as Array<{ id: number }>
      )[0];
    const report = await store(pdf, 'report.pdf', 'application/pdf');
    const fake = await store(Buffer.from('not a picture'), 'fake.png', 'image/png');
    const documentId = await documentIdOf(app, 'restaurants', ids.restaurants);
    for (const file of [report, fake]) {
      const res = await setAsEditor('api::restaurant.restaurant', documentId, { image_file: file.id });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/image_file takes an image/);
    }
    expect((await read(`/api/restaurants/${ids.restaurants}`)).image).toBeNull();

    // Nor does the editor see it in the media library: it reads images only.
    const library = await app
      .http()
      .get('/upload/files?pageSize=100')
      .set('Authorization', `Bearer ${editor}`);
    expect(library.status).toBe(200);
    const mimes = library.body.results.map((file: { mime: string }) => file.mime);
    expect(mimes.length).toBeGreaterThan(0);
    expect(mimes.every((mime: string) => mime.startsWith('image/'))).toBe(true);
    expect(
      (await app.http().get(`/upload/files/${report.id}`).set('Authorization', `Bearer ${editor}`)).status,
    ).toBe(403);
  });

  it("lets the editor change its own uploads only, and nothing of the media library's settings", async () => {
    const admin = await panelToken(app, 'admin@example.com');
    const theirs = await uploadToLibrary(app, admin, {
      bytes: await pngOf(1, 2, 3),
      name: 'admin.png',
      type: 'image/png',
    });
    expect(theirs.status).toBe(201);
    const theirId = theirs.body[0].id as number;
    // The editor may pick the admin's image (it reads every image) but not replace or delete it.
    expect(
      (await app.http().get(`/upload/files/${theirId}`).set('Authorization', `Bearer ${editor}`)).status,
    ).toBe(200);
    const replace = await uploadToLibrary(
      app,
      editor,
      { bytes: await pngOf(9, 9, 9), name: 'x.png', type: 'image/png' },
      theirId,
    );
    expect(replace.status).toBe(403);
    expect(
      (await app.http().delete(`/upload/files/${theirId}`).set('Authorization', `Bearer ${editor}`)).status,
    ).toBe(403);
    expect((await app.http().get('/upload/settings').set('Authorization', `Bearer ${editor}`)).status).toBe(
      403,
    );
  });
});

const writeTemp = async (bytes: Buffer, name: string) => {
  const { mkdtemp, writeFile } = await import('fs/promises');
  const { tmpdir } = await import('os');
  const { join } = await import('path');
  const file = join(await mkdtemp(join(tmpdir(), 'catalog-media-')), name);
  await writeFile(file, bytes);
  return file;
};
