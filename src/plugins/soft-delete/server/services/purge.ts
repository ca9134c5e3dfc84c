import type { Core } from '@strapi/strapi';
import { ONLY_TRASHED, TRASH_COLUMN } from '../../trash-rule';
import { DELETION } from '../content-types';

/** What a purge of one record found: it went for good, was not in the trash, or does not exist. */
export type PurgeOutcome = 'purged' | 'live' | 'missing';

/** Rows read and deleted at once when a whole type's trash is emptied. */
const BATCH = 200;

/**
 * Deleting trashed records for good (the Trash page's "Delete for good" and "Empty"). Each row of
 * a document (every locale) is deleted by itself through the query engine: that also removes its
 * relation links, so nothing still points at it, and fires the database lifecycles, so the modules
 * that cache public answers forget it as for any other write. A bare id another record keeps (a
 * favourite, a trip item, a review) then names a missing record and answers as one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (uid: string) => strapi.db.query(uid as never);

  const purgeDocument = async (uid: string, documentId: string) => {
    const rows = (await query(uid).findMany({ where: { documentId }, select: ['id'] })) as { id: number }[];
    for (const row of rows) await query(uid).delete({ where: { id: row.id } });
    await query(DELETION).deleteMany({ where: { content_type: uid, record_document_id: documentId } });
    return rows.length;
  };

  return {
    /** Deletes the trashed document of row `id` (every locale) for good. */
    async purgeRecord(uid: string, id: number): Promise<PurgeOutcome> {
      const row = await query(uid).findOne({ where: { id }, select: ['documentId', TRASH_COLUMN] });
      if (!row) return 'missing';
      if (!row[TRASH_COLUMN]) return 'live';
      await purgeDocument(uid, row.documentId as string);
      return 'purged';
    },

    /** Deletes every trashed document of `uid` for good; answers how many records (documents) went. */
    async purgeAll(uid: string): Promise<number> {
      let documents = 0;
      for (;;) {
        const rows = (await query(uid).findMany({
          where: ONLY_TRASHED,
          select: ['documentId'],
          limit: BATCH,
        })) as { documentId: string }[];
        if (rows.length === 0) return documents;
        for (const documentId of new Set(rows.map((row) => row.documentId))) {
          await purgeDocument(uid, documentId);
          documents += 1;
        }
      }
    },
  };
};
