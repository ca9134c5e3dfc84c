import { LIVE, TRASH_COLUMN } from '../../trash-rule';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const WRITES = new Set(['create', 'update', 'clone']);

type DocumentContext = { uid: string; action: string; params: Record<string, unknown> };
type Next = () => Promise<unknown>;

/** Appends "not trashed" to the filters of a read. */
export const withoutTrashed = (filters: unknown) => {
  const visible = LIVE;
  return filters && typeof filters === 'object' && Object.keys(filters).length > 0
    ? { $and: [filters, visible] }
    : visible;
};

/** The data of a write without the trash column: only trash and restore move a record. */
const withoutTrashColumn = (data: unknown) => {
  if (!data || typeof data !== 'object' || !(TRASH_COLUMN in data)) return data;
  const { [TRASH_COLUMN]: _ignored, ...rest } = data as Record<string, unknown>;
  return rest;
};

/**
 * A document-service middleware: for the chosen content types, every read — /api and the
 * admin panel's Content Manager alike — hides trashed documents, and delete moves the whole
 * document (every locale) to the trash. Deleting only a translation stays a real delete. A write
 * never sets the trash column: the trash service is the one way in and out of the trash.
 */
export const softDeleteMiddleware =
  (
    models: ReadonlySet<string>,
    trash: (uid: string, documentId: string) => Promise<number>,
    defaultLocale: () => string,
  ) =>
  async (ctx: DocumentContext, next: Next) => {
    if (!models.has(ctx.uid)) return next();
    if (READS.has(ctx.action)) {
      ctx.params = { ...ctx.params, filters: withoutTrashed(ctx.params.filters) };
      return next();
    }
    if (WRITES.has(ctx.action) && ctx.params.data) {
      ctx.params = { ...ctx.params, data: withoutTrashColumn(ctx.params.data) };
      return next();
    }
    if (ctx.action === 'delete') {
      const locale = ctx.params.locale;
      const wholeDocument =
        locale === undefined || locale === null || locale === '*' || locale === defaultLocale();
      if (!wholeDocument) return next();
      const documentId = ctx.params.documentId as string;
      await trash(ctx.uid, documentId);
      return { documentId, entries: [] };
    }
    return next();
  };
