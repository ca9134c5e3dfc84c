import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  QueryReader,
  readPageRequest,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { trashScopeFrom } from '../../../plugins/soft-delete/public';
import { REVIEW_NOT_FOUND, type ReviewRow } from '../content-types/rows';
import { presentAdminReview } from '../presenters/reviews';
import { moderateReviewSchema, MODERATION_STATUSES, REVIEW_STATUSES, REVIEWABLE_TYPES } from '../validators';
import { reviews } from '../accessor';

type ModerationStatus = (typeof MODERATION_STATUSES)[number];
const MODERATED: Record<ModerationStatus, string> = {
  approved: 'Review approved successfully',
  rejected: 'Review rejected successfully',
};

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, REVIEW_NOT_FOUND);

/** /api/admin/reviews (permission `manage reviews`). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const moderation = () => reviews(strapi).moderation;
  const shown = async (rows: ReviewRow[]) => {
    const authors = await reviews(strapi).authors.byId(rows.map((row) => row.user_id));
    return rows.map((row) => presentAdminReview(row, authors.get(row.user_id) ?? null));
  };

  /** Approve or reject: one operation (its event tells the author once), one answer, whichever route asked. */
  const moderate = async (ctx: Context, id: number, status: ModerationStatus) => {
    const [review] = await shown([await moderation().setStatus(id, status)]);
    respond(ctx, review, { message: MODERATED[status] });
  };

  return {
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const filters = {
        trash: trashScopeFrom(reader),
        status: reader.oneOf('status', REVIEW_STATUSES),
        type: reader.oneOf('reviewable_type', REVIEWABLE_TYPES),
        userId: reader.recordId('user_id'),
      };
      reader.assertValid();
      const { items, total } = await moderation().list(filters, page);
      respondWithPage(ctx, await shown(items), page, total, { message: 'Reviews retrieved successfully' });
    },

    async approve(ctx: Context) {
      await moderate(ctx, idOf(ctx), 'approved');
    },

    async reject(ctx: Context) {
      await moderate(ctx, idOf(ctx), 'rejected');
    },

    /** PUT /admin/reviews/{id} {status}: the legacy review form's way to approve or reject. */
    async update(ctx: Context) {
      const id = idOf(ctx);
      const { status } = validBody(ctx, moderateReviewSchema);
      await moderate(ctx, id, status);
    },

    async restore(ctx: Context) {
      const [review] = await shown([await moderation().restore(idOf(ctx))]);
      respond(ctx, review, { message: 'Review restored successfully' });
    },

    async remove(ctx: Context) {
      await moderation().trash(idOf(ctx));
      respond(ctx, null, { message: 'Review deleted successfully' });
    },
  };
};
