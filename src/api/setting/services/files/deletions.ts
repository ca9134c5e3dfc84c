import type { Core } from '@strapi/strapi';
import { afterRowsDeleted } from '../../../../plugins/platform/public';
import { SETTING, type SettingRow } from '../../content-types/rows';
import { releaseSettingFiles } from './release';

/**
 * Deleting a setting (the Content Manager, one or many) removes the file its value named, once the
 * deletion is committed. A crash in between leaves the file in the media library, where an admin
 * can delete it.
 */
export const removeFilesOfDeletedSettings = (strapi: Core.Strapi) =>
  afterRowsDeleted<SettingRow>(strapi, {
    uid: SETTING,
    select: ['value'],
    what: "a deleted setting's file",
    then: (rows) =>
      releaseSettingFiles(
        strapi,
        rows.map((row) => row.value),
      ),
  });
