import type { Core } from '@strapi/strapi';
import { SETTING } from '../../content-types/rows';

const UPLOAD_FILE = 'plugin::upload.file';
type StoredFile = { id: number; url: string; related?: unknown[] };

/**
 * Removes the stored files that former setting values named (a replaced logo, a deleted setting's
 * document), once no setting names them any more and no record of the media library uses them.
 * A value is the file's absolute URL (setting-files.ts); the upload plugin keeps the local
 * provider's URL relative to the server, a cloud provider's as it is.
 */
export const releaseSettingFiles = async (strapi: Core.Strapi, formerValues: Array<string | null>) => {
  const base = String(strapi.config.get('server.url') ?? '').replace(/\/$/, '');
  const urls = [...new Set(formerValues.filter((value): value is string => Boolean(value)))];
  if (urls.length === 0) return;
  const stillNamed = new Set(
    (
      (await strapi.db
        .query(SETTING)
        .findMany({ where: { value: { $in: urls } }, select: ['value'] })) as Array<{ value: string }>
    ).map((row) => row.value),
  );
  const stored = (value: string) => (base && value.startsWith(`${base}/`) ? value.slice(base.length) : value);
  const orphaned = urls.filter((url) => !stillNamed.has(url)).flatMap((url) => [url, stored(url)]);
  if (orphaned.length === 0) return;
  const files = (await strapi.db
    .query(UPLOAD_FILE)
    .findMany({ where: { url: { $in: orphaned } }, populate: { related: true } })) as StoredFile[];
  const upload = strapi.plugin('upload').service('upload');
  for (const file of files.filter((found) => (found.related ?? []).length === 0)) await upload.remove(file);
};
