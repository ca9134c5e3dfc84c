import { LIVE } from '../../public';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

type DocumentContext = { uid: string; action: string; params: Record<string, unknown> };
type Next = () => Promise<unknown>;

/** Appends "not trashed" to the filters of a read. */
export const withoutTrashed = (filters: unknown) => {
  const visible = LIVE;
  return filters && typeof filters === 'object' && Object.keys(filters).length > 0
    ? { $and: [filters, visible] }
    : visible;
};

/**
 * A document-service middleware: for the chosen content types, every read — /api and the
 * admin panel's Content Manager alike — hides trashed documents, and delete moves the whole
 * document (every locale) to the trash. Deleting only a translation stays a real delete.
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
