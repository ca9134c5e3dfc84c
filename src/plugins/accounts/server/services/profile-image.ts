import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { ValidationError } from '../../../contract/public';

const TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
const MAX_BYTES = 5 * 1024 * 1024;

type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

const invalid = (message: string) => ValidationError.field('profile_image', message);

/** A profile image from a multipart file or a `data:image/...;base64,` URI, stored by the upload plugin. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async fromDataUri(uri: string): Promise<number> {
    const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(uri);
    if (!match || !TYPES[match[1]])
      throw invalid('The profile image must be a data:image URI of a JPEG, PNG, WebP or GIF image.');
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length === 0) throw invalid('The profile image is empty.');
    if (bytes.length > MAX_BYTES) throw invalid('The profile image may not be greater than 5120 kilobytes.');
    const file = path.join(os.tmpdir(), `profile-${randomBytes(8).toString('hex')}.${TYPES[match[1]]}`);
    await fs.writeFile(file, bytes);
    try {
      return await this.store({
        filepath: file,
        originalFilename: path.basename(file),
        mimetype: match[1],
        size: bytes.length,
      });
    } finally {
      await fs.rm(file, { force: true });
    }
  },

  async store(file: UploadedFile): Promise<number> {
    if (!file.mimetype || !TYPES[file.mimetype])
      throw invalid('The profile image must be a JPEG, PNG, WebP or GIF image.');
    if (file.size > MAX_BYTES) throw invalid('The profile image may not be greater than 5120 kilobytes.');
    const [uploaded] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
    return uploaded.id;
  },
});
