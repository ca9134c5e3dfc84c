import type { Knex } from 'knex';
import { type SortTerm } from '../../../../plugins/contract/public';
import { tableOf } from '../../../../plugins/platform/public';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { REVIEW_AVERAGE_COLUMN, REVIEW_COUNT_COLUMN, reviewSummaries } from './review-summaries';
import { relatedId } from './sql';
import { fileColumn, mediaUrl } from './media';
import { HOLE, type Template, compileTemplate, fillTemplate, rowsOf } from './compiled-template';
import type { CollectionSpec, ReadContext, Row } from './collection-spec';

/** The alias of the page's ids in the outer query. */
const PAGE = 'p';
const sortColumn = (index: number) => `sort__${index}`;

export type PageShape = {
  /** Admin reads also select the trash column. */
  admin: boolean;
  /** A detail read (one record): specs may add what only the detail shows. */
  detail: boolean;
  order: SortTerm[];
  /** Rows of the page; without it, every row the query finds. */
  limit?: number;
  offset?: number;
};

/**
 * The outer query: the page's rows by id, their columns and joins, and the per-row look-ups
 * (related ids, uploaded files, counts, review summaries), in the page's order. It depends on
 * the collection and the shape only, never on the filters: compiled once per shape and knex.
 */
const outerQuery = (spec: CollectionSpec, rctx: ReadContext, shape: PageShape) => {
  const { strapi, knex } = rctx;
  const query = knex
    .select([
      't.id',
      't.document_id',
      ...(shape.admin ? [`t.${TRASH_COLUMN}`] : []),
      ...spec.columns.map((column) => `t.${column}`),
    ])
    .from(knex.raw(`(${HOLE}) as ??`, [PAGE]))
    .join(`${tableOf(strapi, spec.uid)} as t`, 't.id', `${PAGE}.id`);
  spec.select?.(query, rctx);
  for (const relation of spec.relations)
    query.select(relatedId(strapi, knex, spec.uid, relation).as(`${relation}_id`));
  for (const [column, field] of Object.entries(spec.media ?? {}))
    query.select(mediaUrl(strapi, knex, spec.uid, field).as(fileColumn(column)));
  const reviews = reviewSummaries.of(strapi)(strapi, knex, spec.name, 't.id');
  if (reviews) query.select(reviews.count.as(REVIEW_COUNT_COLUMN), reviews.rating.as(REVIEW_AVERAGE_COLUMN));
  spec.perRow?.(query, rctx, { detail: shape.detail });
  // The page's order: a subquery's order is not the outer query's.
  return query.orderBy(
    shape.order.map((term, index) => ({ column: `${PAGE}.${sortColumn(index)}`, order: term.direction })),
  );
};

const templates = new WeakMap<Knex, Map<string, Template>>();

const outerTemplate = (spec: CollectionSpec, rctx: ReadContext, shape: PageShape) => {
  const key = [spec.name, shape.admin, shape.detail, ...shape.order.map((term) => term.direction)].join('|');
  const known = templates.get(rctx.knex) ?? new Map<string, Template>();
  templates.set(rctx.knex, known);
  let template = known.get(key);
  if (!template) {
    template = compileTemplate(outerQuery(spec, rctx, shape));
    known.set(key, template);
  }
  return template;
};

/**
 * The rows of one page of `spec`, in two steps: the inner query (`filtered`, alias `t`) finds the
 * page's ids — filters, order, limit — and the outer one reads the page's rows only: their
 * columns, joins and per-row look-ups. Read inside the inner query they could be computed for
 * every matching row before the page is cut; and the outer query, the larger, is compiled once per
 * shape instead of on every read. The total is the caller's own query.
 */
export const pageRows = async (
  spec: CollectionSpec,
  filtered: Knex.QueryBuilder,
  rctx: ReadContext,
  shape: PageShape,
): Promise<Row[]> => {
  const { knex } = rctx;
  const inner = filtered.select([
    't.id',
    ...shape.order.map((term, index) =>
      term.expression
        ? knex.raw(`(${term.expression.sql}) as ${sortColumn(index)}`, [...term.expression.bindings])
        : `${term.column} as ${sortColumn(index)}`,
    ),
  ]);
  // By the selected sort columns: an expression is computed once per row, not again to order.
  for (const [index, term] of shape.order.entries())
    inner.orderBy(term.expression ? sortColumn(index) : term.column, term.direction);
  // The limit as a literal: SQLite prepares a statement anew on every run when its LIMIT is a bound
  // parameter (it may change the plan). knex reads it as an integer; the offset stays bound.
  if (shape.limit !== undefined) inner.limit(shape.limit, { skipBinding: true }).offset(shape.offset ?? 0);
  const query = fillTemplate(rctx.knex, outerTemplate(spec, rctx, shape), inner.toSQL());
  return rowsOf<Row>(await query);
};
