import type { Core } from '@strapi/strapi';
import { titleFieldOf } from '../../../contract/public';
import { isTrashed, TRASH_COLUMN } from '../../../soft-delete/public';
import { recordLinks, type LinkRule, type TargetRule } from '../ports/record-links';

/** A record another one names: where the Content Manager shows it, and what it is called. */
export type LinkedRecord = {
  label: string;
  /** The column holding the id: this record's (a link) or the other record's (a list). */
  field: string;
  uid: string;
  id: number;
  document_id: string | null;
  title: string | null;
  locale: string | null;
  trashed: boolean;
};

type Row = Record<string, unknown> & { id: number; documentId: string };
const LIST_LIMIT = 20;

const targetOf = (target: TargetRule, row: Row): string | null =>
  typeof target === 'string' ? target : (target.types[String(row[target.typeField])] ?? null);

/** Follows the ids a record holds (and the ids of it others hold) to the records they name. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf = (uid: string) =>
    strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes as Record<string, unknown>;
  const known = (uid: string) => uid in strapi.contentTypes;

  // The row's name as the Content Manager shows it, whether it is trashed, and its locale.
  const rowsOf = async (uid: string, where: object, limit: number) => {
    const title = await titleFieldOf(strapi, uid);
    const extra = [title, TRASH_COLUMN, 'locale'].filter((field) => field in attributesOf(uid));
    const rows = (await strapi.db
      .query(uid as never)
      .findMany({ where, select: ['id', 'documentId', ...extra], limit, orderBy: { id: 'asc' } })) as Row[];
    return rows.map((row) => ({ row, title }));
  };

  const linked = (
    { label, field }: { label: string; field: string },
    uid: string,
    { row, title }: { row: Row; title: string },
  ): LinkedRecord => ({
    label,
    field,
    uid,
    id: row.id,
    document_id: row.documentId,
    title: row[title] == null ? null : String(row[title]),
    locale: (row.locale as string | undefined) ?? null,
    trashed: isTrashed(row),
  });

  const follow = async (rule: LinkRule, row: Row, canRead: (uid: string) => boolean) => {
    const uid = targetOf(rule.target, row);
    const id = Number(row[rule.field]);
    if (!uid || !known(uid) || !canRead(uid) || !Number.isInteger(id) || id <= 0) return null;
    const [target] = await rowsOf(uid, { id }, 1);
    return target ? linked(rule, uid, target) : null;
  };

  return {
    /** By content type, the columns holding another record's id (the list links their cells). */
    idColumns(canRead: (uid: string) => boolean) {
      const columns: Record<string, string[]> = {};
      for (const [uid, rules] of Object.entries(recordLinks.of(strapi)))
        if (known(uid) && canRead(uid) && rules.links?.length)
          columns[uid] = rules.links.map((rule) => rule.field);
      return columns;
    },
    async of(uid: string, documentId: string, canRead: (uid: string) => boolean) {
      const rules = recordLinks.of(strapi)[uid] ?? {};
      const row = (await strapi.db
        .query(uid as never)
        .findOne({ where: { documentId }, orderBy: { id: 'asc' } })) as Row | null;
      if (!row) return null;
      const links = await Promise.all((rules.links ?? []).map((rule) => follow(rule, row, canRead)));
      const lists = await Promise.all(
        (rules.lists ?? [])
          .filter((rule) => known(rule.from) && canRead(rule.from))
          .map(async (rule) => ({
            label: rule.label,
            uid: rule.from,
            records: (await rowsOf(rule.from, { [rule.field]: row.id }, LIST_LIMIT)).map((found) =>
              linked(rule, rule.from, found),
            ),
          })),
      );
      return { links: links.filter((link): link is LinkedRecord => link !== null), lists };
    },
  };
};
