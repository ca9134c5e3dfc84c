import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/platform/public';

export const FILE_UID = 'plugin::upload.file';

type MorphTable = {
  name: string;
  joinColumn: { name: string };
  morphColumn: { typeColumn: { name: string }; idColumn: { name: string } };
};

/** The media library's link table (files ↔ any record), as Strapi's metadata describes it. */
const morphLink = (strapi: Core.Strapi) => {
  const meta = strapi.db.metadata.get(FILE_UID as never) as unknown as {
    attributes: { related?: { joinTable?: MorphTable } };
  };
  const joinTable = meta.attributes.related?.joinTable;
  if (!joinTable) throw new Error(`${FILE_UID}.related has no link table`);
  return {
    table: joinTable.name,
    file: joinTable.joinColumn.name,
    type: joinTable.morphColumn.typeColumn.name,
    id: joinTable.morphColumn.idColumn.name,
  };
};

/**
 * `(select url from files … where the record's <field> links it)`: the stored URL of the file set
 * on a single media field of the row `alias` (null when none is). A single media field links one
 * file at most, so no order is asked: ordering made SQLite build a sorter for every row.
 */
export const mediaUrl = (strapi: Core.Strapi, knex: Knex, uid: string, field: string, alias = 't') => {
  const l = morphLink(strapi);
  return knex(`${l.table} as ml`)
    .join(`${tableOf(strapi, FILE_UID)} as mf`, 'mf.id', `ml.${l.file}`)
    .select('mf.url')
    .where(`ml.${l.id}`, knex.ref(`${alias}.id`))
    .where(`ml.${l.type}`, uid)
    .where('ml.field', field)
    .limit(1);
};

/** A stored file URL as clients get it: the provider's when absolute (S3…), else `APP_URL` + the path. */
export const absoluteUrl = (url: string, baseUrl: string) =>
  /^https?:\/\//i.test(url) ? url : `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;

/** The column a media field's URL is selected as, beside the URL column it stands in for. */
const FILE_SUFFIX = '__file';
export const fileColumn = (column: string) => `${column}${FILE_SUFFIX}`;

/**
 * Each URL column that has a `<column>__file` beside it answers the uploaded file's absolute URL
 * when one is set, else the URL stored in the column (the seeded catalog's, or one an API client sent).
 */
export const preferUploaded = <T extends Record<string, unknown>>(rows: T[], baseUrl: string): T[] =>
  rows.map((row) => {
    const merged: Record<string, unknown> = { ...row };
    for (const key of Object.keys(row)) {
      if (!key.endsWith(FILE_SUFFIX)) continue;
      const uploaded = row[key];
      if (typeof uploaded === 'string' && uploaded !== '')
        merged[key.slice(0, -FILE_SUFFIX.length)] = absoluteUrl(uploaded, baseUrl);
      delete merged[key];
    }
    return merged as T;
  });
