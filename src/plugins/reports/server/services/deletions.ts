import type { Core } from '@strapi/strapi';
import { afterRowsDeleted } from '../../../platform/public';
import { REPORT } from '../content-types/rows';
import { reports } from '../../accessor';

/**
 * Deleting a report removes its file, whatever deletes it: the Reports page, the Content Manager
 * (one or many), or code. The file goes once the deletion is committed, so a rolled-back delete
 * keeps its file; a file a crash left behind is removed at the next boot (housekeeping).
 */
export const removeFilesOfDeletedReports = (strapi: Core.Strapi) =>
  afterRowsDeleted<{ id: number }>(strapi, {
    uid: REPORT,
    select: ['id'],
    what: "a deleted report's file",
    // Each file on its own: one that cannot go does not keep the others.
    then: async (rows) => {
      await Promise.all(rows.map(({ id }) => reports(strapi).store.remove(id)));
    },
  });
