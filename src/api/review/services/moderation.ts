import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../plugins/contract/public';
import { findPage } from '../../../plugins/platform/public';
import { LIVE, softDelete, trashCondition, type TrashScope } from '../../../plugins/soft-delete/public';
import {
  REVIEW,
  REVIEW_NOT_FOUND,
  type ReviewableType,
  type ReviewRow,
  type ReviewStatus,
} from '../content-types/rows';

export type ReviewFilters = {
  trash: TrashScope;
  status?: ReviewStatus;
  type?: ReviewableType;
  userId?: number;
};

/** /api/admin/reviews: every review, moderated by holders of `manage reviews` (no guard: any → any, legacy §4.3). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REVIEW);

  return {
    list(filters: ReviewFilters, page: { page: number; perPage: number }) {
      const where = {
        ...trashCondition(filters.trash),
        ...(filters.status ? { state: filters.status } : {}),
        ...(filters.type ? { reviewable_type: filters.type } : {}),
        ...(filters.userId ? { user_id: filters.userId } : {}),
      };
      return findPage<ReviewRow>(rows(), {
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
      });
    },

    /**
     * Approves or rejects a live review. In one transaction: the update's lifecycle reads the
     * previous state under a row lock and records the author's event only for a transition, so
     * concurrent approvals tell the author once.
     */
    async setStatus(id: number, status: ReviewStatus): Promise<ReviewRow> {
      return strapi.db.transaction(async () => {
        const review = (await rows().findOne({ where: { id, ...LIVE } })) as ReviewRow | null;
        if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
        return (await rows().update({ where: { id }, data: { state: status } })) as ReviewRow;
      });
    },

    async trash(id: number) {
      if (!(await softDelete(strapi).trash.trash(REVIEW, id))) throw new NotFoundError(REVIEW_NOT_FOUND);
    },

    async restore(id: number): Promise<ReviewRow> {
      if ((await softDelete(strapi).trash.restoreRecord(REVIEW, id)) !== 'restored')
        throw new NotFoundError('Review not found in the trash');
      return (await rows().findOne({ where: { id } })) as ReviewRow;
    },
  };
};
