import fs from 'fs';
import path from 'path';
import { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { UpstreamError } from '../../../contract/public';

type UploadRow = { id: number; url: string; name: string; mime: string; size: number; provider: string };
type Provider = {
  isPrivate?: () => boolean | Promise<boolean>;
  getSignedUrl?: (file: UploadRow) => Promise<{ url: string }>;
};

const FILE_UID = 'plugin::upload.file';

/**
 * The files earlier versions stored through Strapi's upload plugin (public under `/uploads` with
 * the local provider): read once to move them into the private store, then removed.
 */
export const legacyUploads = (strapi: Core.Strapi) => {
  const upload = () => strapi.plugin('upload');

  /** Where a stored file's bytes are read from: the local folder, or the provider's (signed) URL. */
  const openRemote = async (row: UploadRow): Promise<Readable | null> => {
    const provider = upload().provider as Provider;
    const url =
      (await provider.isPrivate?.()) && provider.getSignedUrl
        ? (await provider.getSignedUrl(row)).url
        : row.url;
    const response = await fetch(url, { signal: AbortSignal.timeout(30000) }).catch((error: unknown) => {
      throw new UpstreamError('storage', `the report file could not be fetched: ${String(error)}`);
    });
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok || !response.body)
      throw new UpstreamError('storage', 'the report file could not be fetched', { status: response.status });
    return Readable.fromWeb(response.body as import('stream/web').ReadableStream);
  };

  return {
    find: async (fileId: number) =>
      (await strapi.db.query(FILE_UID).findOne({ where: { id: fileId } })) as UploadRow | null,

    /** The bytes of a stored file; null when the provider no longer has them. */
    async open(row: UploadRow): Promise<Readable | null> {
      if (!row.url.startsWith('/')) return openRemote(row);
      const local = path.join(strapi.dirs.static.public, row.url);
      return fs.existsSync(local) ? fs.createReadStream(local) : null;
    },

    /** The media-library row and the provider's file. */
    remove: async (row: UploadRow) => {
      try {
        await upload().service('upload').remove(row);
      } catch (error) {
        // Two instances booting at once remove the same file: the local provider checks that the
        // file exists, then unlinks it, and the slower one's unlink finds it gone. Its row is left.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await strapi.db.query(FILE_UID).delete({ where: { id: row.id } });
      }
    },
  };
};
