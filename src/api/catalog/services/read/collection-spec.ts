import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type QueryReader } from '../../../../plugins/contract/public';
import type { SearchRequest } from '../search/matcher';

export type Row = Record<string, unknown> & { id: number; document_id: string };

export type ReadContext = {
  strapi: Core.Strapi;
  knex: Knex;
  locale: string;
  /** A search (CONTRACT §16), set by the search filter: the list narrows and ranks by it. */
  search?: SearchRequest;
};

/** Everything the generic reader needs to serve one public collection. */
export type CollectionSpec = {
  /** The path segment and cache tag family (`hotels`). */
  name: string;
  uid: string;
  /** Collections whose writes change this collection's answers (cache tags). */
  tags: string[];
  /** Columns of the main table that are translated (overlaid from the `ar` row). */
  localized: string[];
  /** Columns selected from the main table. */
  columns: string[];
  /** manyToOne relations selected as `<name>_id`. */
  relations: string[];
  /**
   * URL columns an uploaded file may stand in for, with their media field (`image` → `image_file`):
   * the answer shows the file's absolute URL when one is set, else the column.
   */
  media?: Record<string, string>;
  sort: Record<string, string>;
  defaultSort: string;
  /** Reads the collection's filters from the query and applies them (alias `t` is the main table). */
  filter?: (reader: QueryReader, query: Knex.QueryBuilder, ctx: ReadContext) => Promise<void> | void;
  /** Adds joined columns to the page's rows (left joins on to-one relations only, on alias `t`). */
  select?: (query: Knex.QueryBuilder, ctx: ReadContext) => void;
  /**
   * Adds per-row look-ups (scalar subqueries on `t` and the joined tables) to the outer page
   * query, which reads the page's rows only; `detail` on a one-record read.
   */
  perRow?: (query: Knex.QueryBuilder, ctx: ReadContext, shape: { detail: boolean }) => void;
  /** Shapes rows for the answer; may load related data for the whole page at once. */
  present: (rows: Row[], ctx: ReadContext, detail: boolean) => Promise<Record<string, unknown>[]>;
  /** Whether the content type is localized (false for flights). */
  i18n: boolean;
};
