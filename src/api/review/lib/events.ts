import type { Core } from '@strapi/strapi';
import { contract } from '../../../plugins/contract/public';
import { REVIEW, type ReviewRow } from './types';

type Event = {
  params: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

/**
 * Every write to reviews, from our routes or the admin panel's Content Manager: the public answers
 * that show reviews (catalog records, stats) are invalidated, and a status that has become approved
 * or rejected is announced once (`review.approved` / `review.rejected`: the author is told).
 */
export const subscribeReviewEvents = (strapi: Core.Strapi) => {
  const invalidate = () => contract(strapi).responseCache.invalidate('review');
  strapi.db.lifecycles.subscribe({
    models: [REVIEW],
    async beforeUpdate(event: Event) {
      const before = (await strapi.db
        .query(REVIEW)
        .findMany({ where: event.params.where ?? {}, select: ['id', 'state'] })) as ReviewRow[];
      event.state.statuses = new Map(before.map((row) => [row.id, row.state]));
    },
    async afterUpdate(event: Event) {
      await invalidate();
      const review = event.result as ReviewRow | undefined;
      const previous = (event.state.statuses as Map<number, string> | undefined)?.get(review?.id ?? 0);
      if (!review || review.state === previous || !['approved', 'rejected'].includes(review.state)) return;
      void strapi.eventHub.emit(`review.${review.state}`, {
        review_id: review.id,
        user_id: review.user_id,
        reviewable_type: review.reviewable_type,
        reviewable_id: review.reviewable_id,
        rating: review.rating,
        changed_at: new Date(review.updatedAt).toISOString(),
      });
    },
    afterCreate: invalidate,
    afterDelete: invalidate,
    afterUpdateMany: invalidate,
    afterDeleteMany: invalidate,
  });
};
