import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { scopeTrash, type TrashScope } from '../../../../plugins/soft-delete/public';
import type { ReadContext } from './collection-spec';

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/** The link table of a relation, as Strapi's metadata describes it. */
export const link = (strapi: Core.Strapi, uid: string, attribute: string) => {
  const meta = strapi.db.metadata.get(uid as never) as unknown as {
    attributes: Record<string, { joinTable?: JoinTable }>;
  };
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no link table`);
  return { table: joinTable.name, from: joinTable.joinColumn.name, to: joinTable.inverseJoinColumn.name };
};

/** `(select to from link where from = t.id limit 1)`: the id on the other side of a manyToOne. */
export const relatedId = (strapi: Core.Strapi, knex: Knex, uid: string, attribute: string, alias = 't') => {
  const l = link(strapi, uid, attribute);
  return knex(l.table)
    .select(l.to)
    .where(l.from, knex.ref(`${alias}.id`))
    .limit(1);
};

/** Ids of `uid` rows related to any of `targetIds` through `attribute`. */
export const idsRelatedTo = (
  strapi: Core.Strapi,
  knex: Knex,
  uid: string,
  attribute: string,
  targetIds: Knex.QueryBuilder | number[],
) => {
  const l = link(strapi, uid, attribute);
  return knex(l.table)
    .select(l.from)
    .whereIn(l.to, targetIds as never);
};

/** A list's narrowing to rows of `uid` related to any of `targetIds` (e.g. a destination's hotels). */
export const relatedTo =
  (uid: string, attribute: string, targetIds: number[]) => (query: Knex.QueryBuilder, rctx: ReadContext) =>
    void query.whereIn('t.id', idsRelatedTo(rctx.strapi, rctx.knex, uid, attribute, targetIds));

/** The locale of the rows whose ids are the public ids (CONTRACT §1.6). */
export const DEFAULT_ROW_LOCALE = 'en';

/** Live rows of the default locale: the public integer ids. */
export const liveDefaultLocale = (
  knex: Knex,
  table: string,
  options: { localized: boolean; trash: TrashScope | null },
  alias = 't',
) => {
  const query = knex(`${table} as ${alias}`);
  // null: a table without a trash column.
  if (options.trash) scopeTrash(query, options.trash, alias);
  return options.localized ? query.where(`${alias}.locale`, DEFAULT_ROW_LOCALE) : query;
};
