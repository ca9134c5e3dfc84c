import fs from 'fs';
import path from 'path';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { NotFoundError, UpstreamError } from '../../../contract/public';

export type StoredFile = { id: number; url: string; name: string; mime: string; size: number };
type UploadRow = { id: number; url: string; name: string; mime: string; size: number; provider: string };
type Provider = {
  isPrivate?: () => boolean | Promise<boolean>;
  getSignedUrl?: (file: UploadRow) => Promise<{ url: string }>;
};

const FILE_UID = 'plugin::upload.file';

/**
 * Report files go through Strapi's upload plugin, so whatever provider the deployment configures
 * (the local `public/uploads` folder by default, S3 and the like in production) holds them.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const upload = () => strapi.plugin('upload');

  /** Where a stored file's bytes are read from: the local folder, or the provider's (signed) URL. */
  const openRemote = async (row: UploadRow) => {
    const provider = upload().provider as Provider;
    const url =
      (await provider.isPrivate?.()) && provider.getSignedUrl
        ? (await provider.getSignedUrl(row)).url
        : row.url;
    const response = await fetch(url, { signal: AbortSignal.timeout(30000) }).catch((error: unknown) => {
      throw new UpstreamError('storage', `the report file could not be fetched: ${String(error)}`);
    });
    if (!response.ok || !response.body) throw new NotFoundError('Report file not found');
    return Readable.fromWeb(response.body as import('stream/web').ReadableStream);
  };

  return {
    /** Stores a finished file (its temporary path is left for the caller to remove). */
    async put(filepath: string, name: string, mime: string): Promise<StoredFile> {
      const { size } = await fs.promises.stat(filepath);
      const [row] = (await upload()
        .service('upload')
        .upload({
          data: { fileInfo: { name, caption: 'Business report', alternativeText: null } },
          files: { filepath, originalFilename: name, mimetype: mime, size },
        })) as UploadRow[];
      return { id: row.id, url: row.url, name: row.name, mime: row.mime, size };
    },

    async open(fileId: number): Promise<{ stream: Readable; file: StoredFile }> {
      const row = (await strapi.db.query(FILE_UID).findOne({ where: { id: fileId } })) as UploadRow | null;
      if (!row) throw new NotFoundError('Report file not found');
      const file = { id: row.id, url: row.url, name: row.name, mime: row.mime, size: Number(row.size) };
      if (!row.url.startsWith('/')) return { stream: await openRemote(row), file };
      const local = path.join(strapi.dirs.static.public, row.url);
      if (!fs.existsSync(local)) throw new NotFoundError('Report file not found');
      return { stream: fs.createReadStream(local), file };
    },

    async remove(fileId: number) {
      const row = await strapi.db.query(FILE_UID).findOne({ where: { id: fileId } });
      if (row) await upload().service('upload').remove(row);
    },
  };
};
