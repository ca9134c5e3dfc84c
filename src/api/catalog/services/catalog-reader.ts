import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { NotFoundError } from '../../../plugins/contract/server/errors';
import { resolveLocale } from '../../../plugins/contract/server/http/locale';
import { readPageRequest } from '../../../plugins/contract/server/pagination/page-request';
import { respondWithPage } from '../../../plugins/contract/server/pagination/page-response';
import { QueryReader } from '../../../plugins/contract/server/query/query-reader';
import { parseSort } from '../../../plugins/contract/server/query/sort';
import { respond } from '../../../plugins/contract/server/http/envelope';
import { overlayLocale } from '../lib/localize';
import { liveDefaultLocale, relatedId, tableOf } from '../lib/sql';
import type { CollectionSpec, ReadContext, Row } from '../lib/types';

export const digitsOrNotFound = (value: unknown, what: string): number => {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) throw new NotFoundError(`${what} not found`);
  return Number(value);
};

const singular = (spec: CollectionSpec) => spec.name.charAt(0).toUpperCase() + spec.name.slice(1, spec.name.endsWith('ies') ? -3 : -1) + (spec.name.endsWith('ies') ? 'y' : '');

/**
 * Public reads of the catalog on the query builder: the default-locale rows carry the public
 * ids, relations and numbers; translations are overlaid by documentId; one page at a time.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  const readContext = (ctx: Context): ReadContext => {
    const { locales, defaultLocale } = strapi.config.get('plugin::contract.i18n') as { locales: string[]; defaultLocale: string };
    const locale = resolveLocale(ctx, locales, defaultLocale);
    ctx.set('Content-Language', locale);
    return { strapi, knex: knex(), locale };
  };

  const baseQuery = (spec: CollectionSpec, rctx: ReadContext) =>
    liveDefaultLocale(rctx.knex, tableOf(strapi, spec.uid), { localized: spec.i18n, trash: !spec.noTrash });

  const selectRows = (spec: CollectionSpec, query: Knex.QueryBuilder, rctx: ReadContext) =>
    query.select([
      't.id',
      't.document_id',
      ...spec.columns.map((column) => `t.${column}`),
      ...spec.relations.map((relation) => relatedId(strapi, rctx.knex, spec.uid, relation).as(`${relation}_id`)),
    ]);

  const shape = async (spec: CollectionSpec, rows: Row[], rctx: ReadContext, detail: boolean) =>
    spec.present(await overlayLocale(rctx.knex, tableOf(strapi, spec.uid), rows, spec.localized, rctx.locale), rctx, detail);

  return {
    readContext,

    async list(ctx: Context, spec: CollectionSpec, narrow?: (query: Knex.QueryBuilder, rctx: ReadContext) => void) {
      const rctx = readContext(ctx);
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const query = baseQuery(spec, rctx);
      narrow?.(query, rctx);
      await spec.filter?.(reader, query, rctx);
      reader.assertValid();
      const sort = parseSort(ctx.query.sort, spec.sort, { fallback: spec.defaultSort, tiebreaker: 't.id' });

      const [counted, rows] = await Promise.all([
        query.clone().count({ total: '*' }).first(),
        selectRows(spec, query.clone(), rctx)
          .orderBy(sort.map((term) => ({ column: term.column, order: term.direction })))
          .limit(page.perPage)
          .offset(page.offset),
      ]);
      const items = await shape(spec, rows as Row[], rctx, false);
      respondWithPage(ctx, items, page, Number((counted as { total: number | string } | undefined)?.total ?? 0), { message: `${spec.name.charAt(0).toUpperCase()}${spec.name.slice(1)} retrieved successfully.` });
    },

    /** One live record by its public id, or 404 (missing, trashed, or not a default-locale id). */
    async find(ctx: Context, spec: CollectionSpec, idParam: unknown, rctx = readContext(ctx)) {
      const id = digitsOrNotFound(idParam, singular(spec));
      const row = (await selectRows(spec, baseQuery(spec, rctx).where('t.id', id), rctx).first()) as Row | undefined;
      if (!row) throw new NotFoundError(`${singular(spec)} not found`);
      const [item] = await shape(spec, [row], rctx, true);
      return item;
    },

    async show(ctx: Context, spec: CollectionSpec) {
      respond(ctx, await this.find(ctx, spec, ctx.params.id));
    },
  };
};
