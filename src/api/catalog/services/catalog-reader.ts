import { REVIEWED_COLLECTIONS } from './read/review-summaries';
import { pageRows } from './read/page-query';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError, QueryReader, parseSort, recordIdOrNotFound } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { type TrashScope, withTrashedAt } from '../../../plugins/soft-delete/public';
import { readCatalogIdFilters } from './read/filters';
import { overlayLocale } from './read/localize';
import { DEFAULT_ROW_LOCALE, liveDefaultLocale } from './read/sql';
import { applySearchMatch } from './search/matcher';
import { rankedPage } from './search/ranked-page';
import { liveCount } from './read/list-counts';
import { preferUploaded } from './read/media';
import type { CollectionSpec, ReadContext, Row } from './read/collection-spec';
import { withReviewSummary } from '../presenters/record';

export const singular = (spec: CollectionSpec) =>
  spec.name.charAt(0).toUpperCase() +
  spec.name.slice(1, spec.name.endsWith('ies') ? -3 : -1) +
  (spec.name.endsWith('ies') ? 'y' : '');

export type Item = Record<string, unknown>;

/** Whether two queries are the same statement with the same values. */
const sameQuery = (a: Knex.QueryBuilder, b: Knex.QueryBuilder) => {
  const [x, y] = [a.toSQL(), b.toSQL()];
  return (
    x.sql === y.sql &&
    x.bindings.length === y.bindings.length &&
    x.bindings.every((value, i) => value === y.bindings[i])
  );
};

/** The order of a search's rank (an expression over the row). */
const rankOrder = (rank: { sql: string; bindings: readonly unknown[] }) => ({
  field: 'rank',
  column: 'search_rank',
  direction: 'asc' as const,
  expression: rank,
});

/**
 * The order of these ids, as given. The positions are literals: bound, PostgreSQL took them for
 * text and ordered 10 before 2.
 */
const inOrderOf = (ids: number[]) =>
  rankOrder({
    sql: `CASE t.id ${ids.map((_, index) => `WHEN ? THEN ${index}`).join(' ')} END`,
    bindings: ids,
  });

/** One page of a collection, asked in plain terms: what a controller, the planner or maps pass. */
export type ListArgs = {
  /** 1-based page and its size (already bounded by the caller). */
  page?: number;
  perPage?: number;
  /** The collection's sort syntax: `-rating,name` (whitelisted per collection; 422 otherwise). */
  sort?: string | string[];
  /**
   * The collection's filters by name (`{ destination_id: 3, min_rating: 4 }`), or the reader of a
   * request's query that already holds the caller's own parameter errors (they are reported together).
   */
  filters?: Record<string, unknown> | QueryReader;
  locale?: string;
  /** Which rows: live ones (the default), or the trash too for admins. */
  trash?: TrashScope;
  /** Admin reads also show when a record went to the trash. */
  admin?: boolean;
  /** Whether the total over all pages is counted (a search box shows the first rows only). */
  withTotal?: boolean;
  /** Restricts the rows further (alias `t` is the main table), e.g. a destination's hotels. */
  narrow?: (query: Knex.QueryBuilder, rctx: ReadContext) => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  const defaultLocale = () =>
    (strapi.config.get('plugin::contract.i18n') as { defaultLocale: string }).defaultLocale;
  const readContext = (locale = defaultLocale()): ReadContext => ({ strapi, knex: knex(), locale });

  const baseQuery = (spec: CollectionSpec, rctx: ReadContext, trashed: TrashScope = 'live') =>
    liveDefaultLocale(rctx.knex, tableOf(strapi, spec.uid), {
      localized: spec.i18n,
      trash: trashed,
    });

  /**
   * The total over all pages, in a query of its own: counted beside the page (a window count),
   * every match of a large list was read and ordered before its first rows were chosen.
   */
  const countOf = async (query: Knex.QueryBuilder) =>
    Number(((await query.clone().count({ total: '*' }).first()) as { total: number | string }).total);

  /** Approved reviews beside each reviewed record: `reviews_count` and `reviews_rating` (null without any). */
  const withReviews = (spec: CollectionSpec, items: Item[], rows: Row[]) =>
    REVIEWED_COLLECTIONS.includes(spec.name)
      ? items.map((item, index) => withReviewSummary(item, rows[index]))
      : items;

  const shape = async (
    spec: CollectionSpec,
    rows: Row[],
    rctx: ReadContext,
    detail: boolean,
    admin = false,
  ) => {
    const withFiles = preferUploaded(rows, strapi.config.get('server.url') as string);
    const presented = await spec.present(
      await overlayLocale(rctx.knex, tableOf(strapi, spec.uid), withFiles, spec.localized, rctx.locale),
      rctx,
      detail,
    );
    const items = withReviews(spec, presented, rows);
    // Admins also see whether a record is in the trash.
    return admin ? items.map((item, index) => withTrashedAt(item, rows[index])) : items;
  };

  return {
    readContext,

    /** One page of `spec` and the total over all pages. */
    async list(spec: CollectionSpec, args: ListArgs = {}): Promise<{ items: Item[]; total: number }> {
      const rctx = readContext(args.locale);
      const perPage = args.perPage ?? 20;
      const offset = ((args.page ?? 1) - 1) * perPage;
      const trash = args.trash ?? 'live';
      const query = baseQuery(spec, rctx, trash);
      args.narrow?.(query, rctx);
      const reader = args.filters instanceof QueryReader ? args.filters : new QueryReader(args.filters ?? {});
      readCatalogIdFilters(reader);
      await spec.filter?.(reader, query, rctx);
      reader.assertValid();
      const parsed = parseSort(args.sort, spec.sort, { fallback: spec.defaultSort, tiebreaker: 't.id' });
      const asked = typeof args.sort === 'string' && args.sort.trim() !== '';
      // Unfiltered: the query is the base query itself (any filter or narrowing changes its SQL).
      const unfiltered = trash === 'live' && sameQuery(query, baseQuery(spec, rctx, 'live'));
      const counted = args.withTotal !== false;
      const page = { admin: args.admin ?? false, detail: false, limit: perPage };
      const { search } = rctx;
      if (search && unfiltered && !asked) {
        const ranked = await rankedPage(strapi, rctx.knex, tableOf(strapi, spec.uid), search, {
          offset,
          limit: perPage,
          counted,
          locale: DEFAULT_ROW_LOCALE,
        });
        const rows =
          ranked.ids.length === 0
            ? []
            : await pageRows(spec, query.clone().whereIn('t.id', ranked.ids), rctx, {
                ...page,
                order: [inOrderOf(ranked.ids)],
              });
        return { items: await shape(spec, rows, rctx, false, args.admin), total: ranked.total };
      }
      // A search ranks its results (CONTRACT §16) unless a sort was asked for, which wins.
      const rank = search ? applySearchMatch(strapi, rctx.knex, query, search) : undefined;
      const order = rank && !asked ? [rankOrder(rank), ...parsed] : parsed;
      const rows = await pageRows(spec, query.clone(), rctx, { ...page, order, offset });
      // A first page that is not full is the whole list; a search box counts nothing.
      const known = !counted || (offset === 0 && rows.length < perPage);
      const total = known
        ? rows.length
        : unfiltered && !search
          ? await liveCount(strapi, rctx.knex, spec)
          : await countOf(query);
      return { items: await shape(spec, rows, rctx, false, args.admin), total };
    },

    /**
     * The stored names of records by id, trashed ones included (what a conversation or a history
     * once named keeps its name); unknown ids are left out.
     */
    async names(spec: CollectionSpec, ids: readonly number[]): Promise<Map<number, string>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map();
      const rows = (await strapi.db
        .query(spec.uid as never)
        .findMany({ where: { id: { $in: wanted } }, select: ['id', 'name'] })) as Array<{
        id: number;
        name: string;
      }>;
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** One record by its public id, or 404 (missing, trashed unless `admin`, or not a default-locale id). */
    async find(
      spec: CollectionSpec,
      idParam: unknown,
      options: { locale?: string; admin?: boolean } = {},
    ): Promise<Item> {
      const rctx = readContext(options.locale);
      // A path segment (digits) or a caller in process (a number): the one reading of ids.
      const id = recordIdOrNotFound(idParam, `${singular(spec)} not found`);
      const query = baseQuery(spec, rctx, options.admin ? 'with_trashed' : 'live').where('t.id', id);
      const [row] = await pageRows(spec, query, rctx, {
        admin: options.admin ?? false,
        detail: true,
        order: [],
        limit: 1,
      });
      if (!row) throw new NotFoundError(`${singular(spec)} not found`);
      const [item] = await shape(spec, [row], rctx, true, options.admin);
      return item;
    },
  };
};
