import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ConflictError, NotFoundError, panelAction, recordIdOrNotFound } from '../../../contract/public';
import { softDelete } from '../../trash-rule';
import { presentTrashedRecord } from '../presenters/trashed-record';
import { TRASH_PAGE_SIZE } from '../services/trash-reads';

const pageOf = (ctx: Context) => {
  const page = Number(ctx.query.page ?? 1);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** A restore or a purge acts on trashed records only. */
const refuseUnlessTrashed = (outcome: 'restored' | 'purged' | 'live' | 'missing') => {
  if (outcome === 'missing') throw new NotFoundError('No such record');
  if (outcome === 'live') throw new ConflictError('This record is not in the trash', 'not_trashed');
};

/** The Trash page: the kept types, a type's trashed records, restoring them and deleting them for good. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => softDelete(strapi);
  const keptType = (ctx: Context) => {
    const uid = String(ctx.params.type);
    if (!service().trash.models().has(uid)) throw new NotFoundError('This content type keeps no trash');
    return uid;
  };

  return {
    types: panelAction(async (ctx) => {
      ctx.body = { data: await service().trashReads.types() };
    }),

    records: panelAction(async (ctx) => {
      const page = pageOf(ctx);
      const { items, total } = await service().trashReads.records(String(ctx.params.type), page);
      ctx.body = {
        data: items.map(presentTrashedRecord),
        meta: { page, page_size: TRASH_PAGE_SIZE, total },
      };
    }),

    restore: panelAction(async (ctx) => {
      const uid = keptType(ctx);
      const id = recordIdOrNotFound(ctx.params.id, 'No such record');
      refuseUnlessTrashed(await service().trash.restoreRecord(uid, id));
      ctx.body = { data: { id, restored: true } };
    }),

    /** Deletes one trashed record (every translation) for good. */
    purge: panelAction(async (ctx) => {
      const uid = keptType(ctx);
      const id = recordIdOrNotFound(ctx.params.id, 'No such record');
      refuseUnlessTrashed(await service().purge.purgeRecord(uid, id));
      ctx.body = { data: { id, deleted: true } };
    }),

    /** Empties the trash of one type: every trashed record of it goes for good. */
    purgeAll: panelAction(async (ctx) => {
      const uid = keptType(ctx);
      ctx.body = { data: { uid, deleted: await service().purge.purgeAll(uid) } };
    }),
  };
};
