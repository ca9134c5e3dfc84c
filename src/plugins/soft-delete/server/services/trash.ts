import type { Core } from '@strapi/strapi';
import { LIVE, ONLY_TRASHED, RESTORED, trashedNow } from '../../public';

/**
 * Trash and restore by document: every locale row of a document moves together. Used by the
 * document middleware and by our admin API (which works on integer ids of the default locale).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  models(): ReadonlySet<string> {
    return new Set(strapi.config.get('plugin::soft-delete.models') as string[]);
  },

  async trashDocument(uid: string, documentId: string): Promise<number> {
    const { count } = await strapi.db
      .query(uid as never)
      .updateMany({ where: { documentId, ...LIVE }, data: trashedNow() });
    return count;
  },

  /** Trashes the document of a live row; false when there is no such live row. */
  async trash(uid: string, id: number): Promise<boolean> {
    const row = await strapi.db
      .query(uid as never)
      .findOne({ where: { id, ...LIVE }, select: ['documentId'] });
    if (!row) return false;
    return (await this.trashDocument(uid, row.documentId)) > 0;
  },

  /** Restores the document of a trashed row; false when the row is missing or not trashed. */
  async restore(uid: string, id: number): Promise<boolean> {
    const row = await strapi.db
      .query(uid as never)
      .findOne({ where: { id, ...ONLY_TRASHED }, select: ['documentId'] });
    if (!row) return false;
    const { count } = await strapi.db
      .query(uid as never)
      .updateMany({ where: { documentId: row.documentId }, data: RESTORED });
    return count > 0;
  },
});
