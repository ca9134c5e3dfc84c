import fs from 'fs';
import { pipeline } from 'stream/promises';
import type { Core } from '@strapi/strapi';
import { UpstreamError } from '../../../contract/public';
import { MIME_TYPES, REPORT, type ReportRow } from '../content-types/rows';
import { reports } from '../../accessor';
import { legacyUploads } from './legacy-uploads';
import { reportKey } from './store';

// Ids looked up per query (well under SQLite's bound variables).
const CHUNK = 500;

type Legacy = Pick<ReportRow, 'id' | 'format' | 'file_id'> & { file_id: number };

/**
 * What boot puts right in the private report store: files an earlier version kept in the upload
 * plugin (public under `/uploads`) are moved in, and files whose report is gone are removed. Both
 * are safe to run again and on several instances at once: each step either writes the same key
 * (by rename) or removes what is already absent, and a report row changes only while it still
 * points at the upload it was read from.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REPORT);
  const store = () => reports(strapi).store;

  /** Copy first, then remove the public file, then the row: a crash between steps redoes the rest. */
  const relocate = async (row: Legacy) => {
    const legacy = legacyUploads(strapi);
    const found = await legacy.find(row.file_id);
    // Only a file of the report's own type is taken (and removed) from the media library.
    const upload = found?.mime === MIME_TYPES[row.format] ? found : null;
    const bytes = upload ? await legacy.open(upload) : null;
    if (bytes) {
      const partial = await store().partialPath(row);
      try {
        await pipeline(bytes, fs.createWriteStream(partial));
        await store().commit(partial, row);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    }
    const kept = await store().exists(row);
    if (!kept) strapi.log.warn(`report ${row.id}: its file was already gone from the upload provider`);
    if (upload) await legacy.remove(upload);
    await rows().updateMany({
      where: { id: row.id, file_id: row.file_id },
      data: { file_id: null, file_path: kept ? reportKey(row) : null },
    });
  };

  return {
    /** Moves every report file still held by the upload plugin into the private store. */
    async relocateUploads() {
      const legacy = (await rows().findMany({
        where: { file_id: { $notNull: true } },
        select: ['id', 'format', 'file_id'],
      })) as Legacy[];
      for (const row of legacy) {
        try {
          await relocate(row);
        } catch (error) {
          // A provider that is away now (S3 and the like) is tried again at the next boot.
          if (!(error instanceof UpstreamError)) throw error;
          strapi.log.warn(`report ${row.id}: its file could not be moved yet (${error.message})`);
        }
      }
    },

    /** Removes the files (whole or partial) of reports that no longer exist. */
    async removeOrphans() {
      const ids = [...(await store().filesByReport()).keys()];
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        const existing = (await rows().findMany({
          where: { id: { $in: chunk } },
          select: ['id'],
        })) as ReportRow[];
        const kept = new Set(existing.map((row) => row.id));
        for (const id of chunk) if (!kept.has(id)) await store().remove(id);
      }
    },
  };
};
