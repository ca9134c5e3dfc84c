import type { Core } from '@strapi/strapi';

type DocumentContext = { uid: string; action: string; params: { locale?: unknown } };
type Next = () => Promise<unknown>;
type Row = { id: number; documentId: string };
type Model = { pluginOptions?: { i18n?: { localized?: boolean } } };

/** The Content Manager's list request (not its record, relation or bulk routes). */
const LIST = /^\/content-manager\/collection-types\/[^/]+\/?$/;

/**
 * The Content Manager lists a translation by its own row, with that row's id (44 for the Arabic
 * row of hotel 43). The API, the record links and the rest of the panel name a record by the id
 * of its default-locale row (CONTRACT §1.6), so the list of another locale shows that id. Only
 * the list's answer changes; the panel opens records by their document id.
 */
export const publicIdsInLists = (strapi: Core.Strapi) => async (ctx: DocumentContext, next: Next) => {
  const result = await next();
  if (ctx.action !== 'findMany' || !Array.isArray(result) || result.length === 0) return result;
  const request = strapi.requestContext.get()?.request;
  if (!request || request.method !== 'GET' || !LIST.test(request.path)) return result;
  const { defaultLocale } = strapi.config.get('plugin::contract.i18n') as { defaultLocale: string };
  const locale = ctx.params.locale;
  const model = strapi.contentType(ctx.uid as never) as unknown as Model;
  if (typeof locale !== 'string' || locale === defaultLocale || !model.pluginOptions?.i18n?.localized)
    return result;
  const rows = result as Row[];
  const originals = (await strapi.db.query(ctx.uid as never).findMany({
    where: { documentId: { $in: rows.map((row) => row.documentId) }, locale: defaultLocale },
    select: ['id', 'documentId'],
  })) as Row[];
  const idOf = new Map(originals.map((row) => [row.documentId, row.id]));
  return rows.map((row) => ({ ...row, id: idOf.get(row.documentId) ?? row.id }));
};
