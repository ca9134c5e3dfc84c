import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import {
  NotFoundError,
  resolveLocale,
  CATALOG_PER_PAGE,
  DEFAULT_PER_PAGE,
  readPageRequest,
  respondWithPage,
  QueryReader,
  parseSort,
  respond,
  recordIdOrNotFound,
} from '../../../plugins/contract/public';
import { TRASH_COLUMN, type TrashScope } from '../../../plugins/soft-delete/public';
import { overlayLocale } from '../lib/localize';
import { iso, liveDefaultLocale, relatedId, tableOf } from '../lib/sql';
import type { CollectionSpec, ReadContext, Row } from '../lib/types';

/** The admin `trashed` filter: absent/0 → live only; 1, true or `with` → live and trashed; `only` → trashed. */
const readTrashed = (reader: QueryReader): TrashScope => {
  const value = reader.oneOf('trashed', ['0', '1', 'true', 'false', 'with', 'only', 'without'] as const);
  if (value === 'only') return 'only_trashed';
  return value === '1' || value === 'true' || value === 'with' ? 'with_trashed' : 'live';
};

export const digitsOrNotFound = (value: unknown, what: string): number =>
  recordIdOrNotFound(value, `${what} not found`);

const singular = (spec: CollectionSpec) =>
  spec.name.charAt(0).toUpperCase() +
  spec.name.slice(1, spec.name.endsWith('ies') ? -3 : -1) +
  (spec.name.endsWith('ies') ? 'y' : '');

/**
 * Public reads of the catalog on the query builder: the default-locale rows carry the public
 * ids, relations and numbers; translations are overlaid by documentId; one page at a time.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  const readContext = (ctx: Context): ReadContext => {
    const { locales, defaultLocale } = strapi.config.get('plugin::contract.i18n') as {
      locales: string[];
      defaultLocale: string;
    };
    const locale = resolveLocale(ctx, locales, defaultLocale);
    ctx.set('Content-Language', locale);
    return { strapi, knex: knex(), locale };
  };

  const baseQuery = (spec: CollectionSpec, rctx: ReadContext, trashed: TrashScope = 'live') =>
    liveDefaultLocale(rctx.knex, tableOf(strapi, spec.uid), {
      localized: spec.i18n,
      trash: spec.noTrash ? null : trashed,
    });

  const selectRows = (spec: CollectionSpec, query: Knex.QueryBuilder, rctx: ReadContext, admin = false) => {
    query.select([
      't.id',
      't.document_id',
      ...(admin ? [`t.${TRASH_COLUMN}`] : []),
      ...spec.columns.map((column) => `t.${column}`),
      ...spec.relations.map((relation) =>
        relatedId(strapi, rctx.knex, spec.uid, relation).as(`${relation}_id`),
      ),
    ]);
    spec.select?.(query, rctx);
    return query;
  };

  const shape = async (
    spec: CollectionSpec,
    rows: Row[],
    rctx: ReadContext,
    detail: boolean,
    admin = false,
  ) => {
    const items = await spec.present(
      await overlayLocale(rctx.knex, tableOf(strapi, spec.uid), rows, spec.localized, rctx.locale),
      rctx,
      detail,
    );
    // Admins also see whether a record is in the trash.
    return admin
      ? items.map((item, index) => ({ ...item, deleted_at: iso(rows[index][TRASH_COLUMN]) }))
      : items;
  };

  return {
    readContext,

    async list(
      ctx: Context,
      spec: CollectionSpec,
      options: { narrow?: (query: Knex.QueryBuilder, rctx: ReadContext) => void; admin?: boolean } = {},
    ) {
      const rctx = readContext(ctx);
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader, { perPage: options.admin ? DEFAULT_PER_PAGE : CATALOG_PER_PAGE });
      const trashed = options.admin ? readTrashed(reader) : 'live';
      const query = baseQuery(spec, rctx, trashed);
      const narrow = options.narrow;
      narrow?.(query, rctx);
      await spec.filter?.(reader, query, rctx);
      reader.assertValid();
      const sort = parseSort(ctx.query.sort, spec.sort, { fallback: spec.defaultSort, tiebreaker: 't.id' });

      // The total rides along with the page (a window count): one query instead of two.
      const rows = (await selectRows(spec, query.clone(), rctx, options.admin)
        .select(rctx.knex.raw('count(*) over () as total_count'))
        .orderBy(sort.map((term) => ({ column: term.column, order: term.direction })))
        .limit(page.perPage)
        .offset(page.offset)) as Array<Row & { total_count: number | string }>;
      const total =
        rows.length > 0
          ? Number(rows[0].total_count)
          : page.offset === 0
            ? 0
            : Number(
                ((await query.clone().count({ total: '*' }).first()) as { total: number | string }).total,
              );
      const items = await shape(spec, rows, rctx, false, options.admin);
      respondWithPage(ctx, items, page, total, {
        message: `${spec.name.charAt(0).toUpperCase()}${spec.name.slice(1)} retrieved successfully.`,
      });
    },

    /** One live record by its public id, or 404 (missing, trashed, or not a default-locale id). */
    async find(ctx: Context, spec: CollectionSpec, idParam: unknown, options: { admin?: boolean } = {}) {
      const rctx = readContext(ctx);
      const id = digitsOrNotFound(idParam, singular(spec));
      const query = baseQuery(spec, rctx, options.admin ? 'with_trashed' : 'live').where('t.id', id);
      const row = (await selectRows(spec, query, rctx, options.admin).first()) as Row | undefined;
      if (!row) throw new NotFoundError(`${singular(spec)} not found`);
      const [item] = await shape(spec, [row], rctx, true, options.admin);
      return item;
    },

    async show(ctx: Context, spec: CollectionSpec) {
      respond(ctx, await this.find(ctx, spec, ctx.params.id));
    },
  };
};
