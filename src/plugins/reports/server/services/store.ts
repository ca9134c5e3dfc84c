import fs from 'fs';
import path from 'path';
import { randomBytes } from 'crypto';
import type { Readable } from 'stream';
import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../contract/public';
import type { ReportsConfig } from '../config';
import { REPORT_FORMATS, type ReportRow } from '../content-types/rows';

type Keyed = Pick<ReportRow, 'id' | 'format'>;

const KEY = /^report-(\d+)\.(pdf|xlsx)$/;
const PARTIAL = /^\.report-(\d+)\.(pdf|xlsx)\.[0-9a-f]+\.tmp$/;

/**
 * The key of a report's file: made of its id and format only, so a retry after a crash writes over
 * the file a crashed try left rather than beside it, and nothing a user can edit (`file_path` in the
 * Content Manager) ever names a path that is read.
 */
export const reportKey = (row: Keyed) => `report-${row.id}.${row.format}`;

/**
 * Report files in a private folder (`REPORTS_DIR`), outside `public/`, so only the download route
 * reaches them (CONTRACT §10). Several instances share it as a mounted volume.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dir = () => (strapi.config.get('plugin::reports') as ReportsConfig).dir;
  const pathOf = (row: Keyed) => path.join(dir(), reportKey(row));

  /** The files of the folder, by name: a folder that does not exist yet holds none. */
  const names = async () => {
    try {
      return await fs.promises.readdir(dir());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  /** Drops what earlier tries of a report left half written (a crash mid-file). */
  const discardPartials = async (row: Keyed) => {
    const prefix = `.${reportKey(row)}.`;
    for (const name of await names())
      if (name.startsWith(prefix) && PARTIAL.test(name))
        await fs.promises.rm(path.join(dir(), name), { force: true });
  };

  return {
    dir,
    discardPartials,

    /** Where a try writes the file: in the folder itself, so `commit` is a rename, never a copy. */
    async partialPath(row: Keyed) {
      await fs.promises.mkdir(dir(), { recursive: true });
      return path.join(dir(), `.${reportKey(row)}.${randomBytes(6).toString('hex')}.tmp`);
    },

    /** The written file becomes the report's, at once and whole (a reader never sees half of one). */
    async commit(partial: string, row: Keyed) {
      await fs.promises.rename(partial, pathOf(row));
      const { size } = await fs.promises.stat(pathOf(row));
      return { key: reportKey(row), size };
    },

    async exists(row: Keyed) {
      return fs.existsSync(pathOf(row));
    },

    /** The file, opened before it is answered, so a file gone meanwhile is a 404 and not a broken body. */
    async open(row: Keyed): Promise<Readable> {
      try {
        return (await fs.promises.open(pathOf(row))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new NotFoundError('Report file not found');
        throw error;
      }
    },

    /** Removes every file of a report, whole or half written, whatever its format. */
    async remove(reportId: number) {
      for (const format of REPORT_FORMATS)
        await fs.promises.rm(pathOf({ id: reportId, format }), { force: true });
      await Promise.all(REPORT_FORMATS.map((format) => discardPartials({ id: reportId, format })));
    },

    /** The report ids that have a file or a partial one in the folder, with the names of each. */
    async filesByReport() {
      const found = new Map<number, string[]>();
      for (const name of await names()) {
        const match = KEY.exec(name) ?? PARTIAL.exec(name);
        if (!match) continue;
        const id = Number(match[1]);
        found.set(id, [...(found.get(id) ?? []), path.join(dir(), name)]);
      }
      return found;
    },
  };
};
