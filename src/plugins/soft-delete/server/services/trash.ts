import type { Core } from '@strapi/strapi';
import { LIVE, ONLY_TRASHED, RESTORED, TRASH_COLUMN, trashedNow } from '../../trash-rule';
import { DELETION } from '../content-types';
import { currentDeleter } from './deleter';

/** What a restore found: the record came back, was not in the trash, or does not exist. */
export type RestoreOutcome = 'restored' | 'live' | 'missing';

/** A row's document: every locale row of it, or the row alone when it has no document id (raw inserts). */
const documentOf = (row: { id: number; documentId?: string | null }) =>
  row.documentId ? { documentId: row.documentId } : { id: row.id };

/**
 * Trash and restore by document: every locale row of a document moves together, and who moved
 * it is kept beside it (the Trash page shows it). Used by the document middleware, by our admin
 * API (integer ids of the default locale) and by the panel's Trash page.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  models(): ReadonlySet<string> {
    return new Set(strapi.config.get('plugin::soft-delete.models') as string[]);
  },

  async trashDocument(uid: string, documentId: string): Promise<number> {
    return this.trashWhere(uid, { documentId }, documentId);
  },

  /**
   * The one write that moves rows to the trash, and who moved them recorded beside it. Concurrent
   * trashes of one record: one moves it (count > 0), the others find nothing live.
   */
  async trashWhere(uid: string, where: object, documentId: string | null): Promise<number> {
    const now = new Date();
    const { count } = await strapi.db
      .query(uid as never)
      .updateMany({ where: { ...where, ...LIVE }, data: trashedNow(now) });
    // Who did it is kept for the types the Trash page lists (an account's trash is the accounts').
    if (count > 0 && documentId && this.models().has(uid)) await this.recordDeletion(uid, documentId, now);
    return count;
  },

  /** Who moved a document to the trash (the request being served), kept for the Trash page. */
  async recordDeletion(uid: string, documentId: string, at: Date) {
    const by = currentDeleter(strapi);
    await strapi.db.query(DELETION).create({
      data: {
        content_type: uid,
        record_document_id: documentId,
        trashed_at: at,
        by_kind: by.kind,
        by_id: by.id,
        by_name: by.name,
      },
    });
  },

  async forgetDeletions(uid: string, documentId: string) {
    await strapi.db
      .query(DELETION)
      .deleteMany({ where: { content_type: uid, record_document_id: documentId } });
  },

  /**
   * Trashes the document of a live row (the modules' one way to trash a record); false when there
   * is no such live row.
   */
  async trash(uid: string, id: number): Promise<boolean> {
    const row = await strapi.db
      .query(uid as never)
      .findOne({ where: { id, ...LIVE }, select: ['id', 'documentId'] });
    if (!row) return false;
    return (await this.trashWhere(uid, documentOf(row), row.documentId ?? null)) > 0;
  },

  /** Restores the document of a trashed row; false when the row is missing or not trashed. */
  async restore(uid: string, id: number): Promise<boolean> {
    return (await this.restoreRecord(uid, id)) === 'restored';
  },

  /**
   * Restores every locale row of the row's document. The update fires the database lifecycles,
   * so the modules that cache public answers invalidate them as for any other write.
   */
  async restoreRecord(uid: string, id: number): Promise<RestoreOutcome> {
    const row = await strapi.db
      .query(uid as never)
      .findOne({ where: { id }, select: ['id', 'documentId', TRASH_COLUMN] });
    if (!row) return 'missing';
    const trashed = await strapi.db
      .query(uid as never)
      .updateMany({ where: { ...documentOf(row), ...ONLY_TRASHED }, data: RESTORED });
    if (trashed.count === 0) return 'live';
    if (row.documentId) await this.forgetDeletions(uid, row.documentId);
    return 'restored';
  },
});
