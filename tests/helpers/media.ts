import sharp from 'sharp';
import type { TestApp } from './strapi';

/** A real 16×16 PNG of one colour (the upload plugin decodes what it stores). */
export const pngOf = (red: number, green: number, blue: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: red, g: green, b: blue } } })
    .png()
    .toBuffer();

/** The raw RGB pixels of an image (the media library re-encodes what it stores). */
export const pixelsOf = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();

/** An admin panel session (the seeded accounts share the test seed password). */
export const panelToken = async (app: TestApp, email: string) => {
  const res = await app.http().post('/admin/login').send({ email, password: 'seed-password-for-tests' });
  if (res.status !== 200) throw new Error(`${email} could not sign in to the panel: ${res.status}`);
  return res.body.data.token as string;
};

/** Uploads one file to the media library as the media library dialog does. */
export const uploadToLibrary = (
  app: TestApp,
  token: string,
  file: { bytes: Buffer; name: string; type: string },
  replacing?: number,
) =>
  app
    .http()
    .post(replacing ? `/upload?id=${replacing}` : '/upload')
    .set('Authorization', `Bearer ${token}`)
    .field(
      'fileInfo',
      JSON.stringify({ name: file.name, alternativeText: null, caption: null, folder: null }),
    )
    .attach('files', file.bytes, { filename: file.name, contentType: file.type });

/** The document id of a default-locale catalog row, as the Content Manager addresses it. */
export const documentIdOf = async (app: TestApp, table: string, id: number) =>
  (
    (await app.strapi.db.connection(table).select('document_id').where({ id }).first()) as {
      document_id: string;
    }
  ).document_id;
