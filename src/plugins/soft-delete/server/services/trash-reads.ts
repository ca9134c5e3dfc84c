import type { Core } from '@strapi/strapi';
import { NotFoundError, titleFieldOf } from '../../../contract/public';
import { findPage } from '../../../platform/public';
import { ONLY_TRASHED, TRASH_COLUMN } from '../../trash-rule';
import { DELETION } from '../content-types';

export const TRASH_PAGE_SIZE = 20;

type Model = { info: { displayName: string }; pluginOptions?: { i18n?: { localized?: boolean } } };
type DeletionRow = {
  record_document_id: string;
  trashed_at: string;
  by_kind: string;
  by_id: number | null;
  by_name: string | null;
};
type TrashedRow = Record<string, unknown> & { id: number; documentId: string };

const SAME_MOMENT_MS = 1000;

/**
 * The deletion that put the row where it is: one recorded at its `deleted_at` (an earlier one,
 * left by a restore that did not clear it, says nothing of this deletion).
 */
const deletionOf = (row: TrashedRow, byDocument: Map<string, DeletionRow>) => {
  const deletion = byDocument.get(row.documentId);
  if (!deletion) return undefined;
  const apart = Math.abs(
    new Date(deletion.trashed_at).getTime() - new Date(row.deleted_at as string).getTime(),
  );
  return apart <= SAME_MOMENT_MS ? deletion : undefined;
};

/** What the panel's Trash page reads: each kept type with its count, and a type's trashed records. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const models = () => strapi.config.get('plugin::soft-delete.models') as string[];
  const modelOf = (uid: string) => {
    if (!models().includes(uid)) throw new NotFoundError('This content type keeps no trash');
    return strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as Model;
  };
  const defaultLocale = () =>
    (strapi.config.get('plugin::contract.i18n') as { defaultLocale: string }).defaultLocale;
  // A document is one record however many translations it has: its default-locale row stands for it.
  const trashedWhere = (model: Model) => ({
    ...ONLY_TRASHED,
    ...(model.pluginOptions?.i18n?.localized ? { locale: defaultLocale() } : {}),
  });

  return {
    async types() {
      return Promise.all(
        models().map(async (uid) => {
          const model = modelOf(uid);
          const count = await strapi.db.query(uid as never).count({ where: trashedWhere(model) });
          return { uid, name: model.info.displayName, count: Number(count) };
        }),
      );
    },

    async records(uid: string, page: number) {
      const model = modelOf(uid);
      const titleField = await titleFieldOf(strapi, uid);
      const { items, total } = await findPage<TrashedRow>(strapi.db.query(uid as never), {
        where: trashedWhere(model),
        orderBy: { [TRASH_COLUMN]: 'desc' },
        page,
        perPage: TRASH_PAGE_SIZE,
      });
      const deletions = (await strapi.db.query(DELETION as never).findMany({
        where: { content_type: uid, record_document_id: { $in: items.map((row) => row.documentId) } },
        orderBy: { trashed_at: 'desc' },
      })) as DeletionRow[];
      const byDocument = new Map<string, DeletionRow>();
      for (const deletion of deletions) {
        if (!byDocument.has(deletion.record_document_id))
          byDocument.set(deletion.record_document_id, deletion);
      }
      return {
        items: items.map((row) => ({ row, titleField, deletion: deletionOf(row, byDocument) })),
        total,
      };
    },
  };
};
