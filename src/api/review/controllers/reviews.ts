import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithEmbeddedPage,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { REVIEW_NOT_FOUND, type ReviewableType } from '../content-types/rows';
import { presentListed, presentOwn, presentReview } from '../presenters/reviews';
import { reviewableType, submitReviewSchema } from '../validators';
import { reviews } from '../accessor';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => reviews(strapi).reviews;

  const recordReviews = async (ctx: Context, type: ReviewableType, idParam: unknown) => {
    const id = recordIdOrNotFound(idParam, 'Not found');
    const page = pageRequestOf(ctx);
    await service().assertReviewable(type, id);
    const { summary, listed, own, total, approvedOnPage } = await service().ofRecord(
      type,
      id,
      ctx.state.principal ?? null,
      page,
    );
    const authors = await reviews(strapi).authors.byId(listed.map((review) => review.user_id));
    const data = {
      summary,
      reviews: listed.map((review) => presentListed(review, authors.get(review.user_id) ?? null)),
      user_review: own ? presentOwn(own) : null,
    };
    respondWithEmbeddedPage(ctx, data, page, total, approvedOnPage, {
      message: 'Reviews retrieved successfully',
    });
  };

  return {
    async submit(ctx: Context) {
      const type = reviewableType(ctx.params.type);
      const id = recordIdOrNotFound(ctx.params.id, 'Not found');
      const input = validBody(ctx, submitReviewSchema);
      const { review, created } = await service().submit(ctx.state.principal, type, id, input);
      respond(ctx, presentReview(review), {
        status: created ? 201 : 200,
        message: created
          ? 'Review submitted successfully and is pending admin approval'
          : 'Review updated successfully and is pending admin approval',
      });
    },

    index: (ctx: Context) => recordReviews(ctx, reviewableType(ctx.params.type), ctx.params.id),
    hotel: (ctx: Context) => recordReviews(ctx, 'hotel', ctx.params.hotel),

    async mine(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await service().mine(ctx.state.principal.id, page);
      respondWithPage(
        ctx,
        items.map((review) => presentReview(review)),
        page,
        total,
        {
          message: 'Reviews retrieved successfully',
        },
      );
    },

    async remove(ctx: Context) {
      await service().remove(ctx.state.principal, recordIdOrNotFound(ctx.params.id, REVIEW_NOT_FOUND));
      respond(ctx, null, { message: 'Review deleted successfully' });
    },
  };
};
