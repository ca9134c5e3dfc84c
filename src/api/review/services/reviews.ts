import type { Core } from '@strapi/strapi';
import { ForbiddenError, NotFoundError, type Principal } from '../../../plugins/contract/public';
import { findPage, isUniqueViolation } from '../../../plugins/platform/public';
import { isTrashed, LIVE, softDelete } from '../../../plugins/soft-delete/public';
import { catalog, COLLECTIONS, recordName, type Item } from '../../catalog/public';
import {
  REVIEW,
  REVIEW_NOT_FOUND,
  REVIEWABLE,
  type ReviewableType,
  type ReviewRow,
} from '../content-types/rows';
import type { SubmitReview } from '../validators';
import { summarise } from './summaries/record-summary';

type Page = { page: number; perPage: number };
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Travellers' reviews: one per user and record, published once approved (legacy-behaviour §3.7). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REVIEW);
  const mayModerate = (principal: Principal) =>
    principal.permissions.has('manage reviews') || principal.roles.includes('super_admin');

  return {
    /** The reviewed record must be a live catalog record (404 with the catalog's message otherwise). */
    async assertReviewable(type: ReviewableType, id: number): Promise<Item> {
      return catalog(strapi).reader.find(COLLECTIONS[REVIEWABLE[type]], id);
    },

    /**
     * The caller's review of a record: the first is created; a re-submission (or one after a delete)
     * replaces it and sends it back to moderation. Concurrent first submissions make one row.
     */
    async submit(principal: Principal, type: ReviewableType, id: number, input: SubmitReview) {
      const record = await this.assertReviewable(type, id);
      const where = { user_id: principal.id, reviewable_type: type, reviewable_id: id };
      const data = {
        // The admin panel's review list names what is reviewed from this.
        reviewable_name: recordName(record),
        rating: input.rating,
        comment: input.comment ?? null,
        sub_scores: input.sub_scores ?? null,
        state: 'pending',
      };
      // One after a delete takes the trashed review out of the trash, with its new content.
      const replace = () =>
        strapi.db.transaction(async () => {
          const existing = (await rows().findOne({ where })) as ReviewRow | null;
          if (!existing) return null;
          const revived = isTrashed(existing);
          if (revived) await softDelete(strapi).trash.restoreRecord(REVIEW, existing.id);
          const review = (await rows().update({ where: { id: existing.id }, data })) as ReviewRow;
          return { review, created: revived };
        });
      const replaced = await replace();
      if (replaced) return replaced;
      try {
        return { review: (await rows().create({ data: { ...where, ...data } })) as ReviewRow, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return (await replace())!;
      }
    },

    /**
     * A record's reviews as its page lists them: the summary of every approved review, one page of
     * them newest first, and the viewer's own review — listed first, on the first page, while it
     * awaits (or failed) moderation: nobody else sees it.
     */
    async ofRecord(type: ReviewableType, id: number, viewer: Principal | null, page: Page) {
      const where = { reviewable_type: type, reviewable_id: id, ...LIVE };
      const [approved, all, own] = await Promise.all([
        findPage<ReviewRow>(rows(), {
          where: { ...where, state: 'approved' },
          orderBy: NEWEST_FIRST,
          ...page,
        }),
        rows().findMany({ where: { ...where, state: 'approved' }, select: ['rating', 'sub_scores'] }),
        viewer
          ? (rows().findOne({ where: { ...where, user_id: viewer.id } }) as Promise<ReviewRow | null>)
          : null,
      ]);
      const ownFirst = own && own.state !== 'approved' && page.page === 1;
      return {
        summary: summarise(all as ReviewRow[]),
        listed: ownFirst ? [own, ...approved.items] : approved.items,
        own,
        total: approved.total,
        approvedOnPage: approved.items.length,
      };
    },

    /** Approved, live reviews in all (the catalog's `/stats/summary`). */
    async approvedCount(): Promise<number> {
      return rows().count({ where: { state: 'approved', ...LIVE } });
    },

    /** One review as stored, trashed or not (the notification rules read it); null when unknown. */
    async byId(id: number): Promise<ReviewRow | null> {
      return rows().findOne({ where: { id } });
    },

    mine(userId: number, page: Page) {
      return findPage<ReviewRow>(rows(), {
        where: { user_id: userId, ...LIVE },
        orderBy: NEWEST_FIRST,
        ...page,
      });
    },

    /** Trashes a review: its author, or a moderator. Someone else's approved review is 403; an unseen one 404. */
    async remove(principal: Principal, id: number) {
      const review = (await rows().findOne({ where: { id, ...LIVE } })) as ReviewRow | null;
      if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
      if (review.user_id !== principal.id && !mayModerate(principal)) {
        if (review.state !== 'approved') throw new NotFoundError(REVIEW_NOT_FOUND);
        throw new ForbiddenError('You may only delete your own reviews.');
      }
      if (!(await softDelete(strapi).trash.trash(REVIEW, id))) throw new NotFoundError(REVIEW_NOT_FOUND);
    },
  };
};
