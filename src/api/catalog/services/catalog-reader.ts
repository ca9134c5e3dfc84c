import { REVIEWED_COLLECTIONS } from './read/review-summaries';
import { pageRows } from './read/page-query';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError, QueryReader, parseSort, recordIdOrNotFound } from '../../../plugins/contract/public';
import { tableOf } from '../../../plugins/platform/public';
import { type TrashScope, withTrashedAt } from '../../../plugins/soft-delete/public';
import { readCatalogIdFilters } from './read/filters';
import { overlayLocale } from './read/localize';
import { liveDefaultLocale } from './read/sql';
import { liveCount } from './read/list-counts';
import { preferUploaded } from './read/media';
import type { CollectionSpec, ReadContext, Row } from './read/collection-spec';
import { withReviewSummary } from '../presenters/record';

export const singular = (spec: CollectionSpec) =>
  spec.name.charAt(0).toUpperCase() +
  spec.name.slice(1, spec.name.endsWith('ies') ? -3 : -1) +
  (spec.name.endsWith('ies') ? 'y' : '');

export type Item = Record<string, unknown>;

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

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
   * The total over all pages, in a query of its own (counted beside the page, every match of a
   * large list was read and ordered before its first rows were chosen). An unfiltered list of live
   * rows has its count kept by the database (read/list-counts.ts).
   */
  const totalOf = async (
    spec: CollectionSpec,
    query: Knex.QueryBuilder,
    rctx: ReadContext,
    trash: TrashScope,
  ) => {
    // Unfiltered: the query is the base query itself (any filter or narrowing changes its SQL).
    const asked = query.toSQL();
    const base = baseQuery(spec, rctx, 'live').toSQL();
    if (trash === 'live' && asked.sql === base.sql && sameValues(asked.bindings, base.bindings))
      return liveCount(strapi, rctx.knex, spec);
    return Number(((await query.clone().count({ total: '*' }).first()) as { total: number | string }).total);
  };

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
      const page = args.page ?? 1;
      const perPage = args.perPage ?? 20;
      const query = baseQuery(spec, rctx, args.trash ?? 'live');
      args.narrow?.(query, rctx);
      const reader = args.filters instanceof QueryReader ? args.filters : new QueryReader(args.filters ?? {});
      readCatalogIdFilters(reader);
      await spec.filter?.(reader, query, rctx);
      reader.assertValid();
      const parsed = parseSort(args.sort, spec.sort, { fallback: spec.defaultSort, tiebreaker: 't.id' });
      // A search ranks its results (CONTRACT §16) unless a sort was asked for, which wins.
      const asked = typeof args.sort === 'string' && args.sort.trim() !== '';
      const sort =
        rctx.searchRank && !asked
          ? [
              {
                field: 'rank',
                column: 'search_rank',
                direction: 'asc' as const,
                expression: rctx.searchRank,
              },
              ...parsed,
            ]
          : parsed;

      const offset = (page - 1) * perPage;
      const rows = await pageRows(spec, query.clone(), rctx, {
        admin: args.admin ?? false,
        detail: false,
        order: sort,
        limit: perPage,
        offset,
      });
      // A first page that is not full is the whole list; a search box counts nothing.
      const known = args.withTotal === false || (offset === 0 && rows.length < perPage);
      const total = known ? rows.length : await totalOf(spec, query, rctx, args.trash ?? 'live');
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
