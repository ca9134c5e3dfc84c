import { reviews } from '../../../review/public';
import { defineRule, type NotificationRule } from './types';

type ReviewEvent = {
  review_id: number;
  user_id: number;
  reviewable_type: string;
  reviewable_id: number;
  rating?: number;
  /** When the status changed: one approval after a re-submission is a new occurrence. */
  changed_at?: string;
};
const reviewRule = (status: 'approved' | 'rejected'): NotificationRule =>
  defineRule<ReviewEvent>({
    event: `review.${status}`,
    key: (event) => `review_${status}:${event.review_id}:${event.changed_at ?? ''}`,
    async notices(strapi, event) {
      const review = await reviews(strapi).reviews.byId(event.review_id);
      if (!review) return null;
      // Changed again since (re-submitted, moderated the other way): that change tells its own story.
      if (review.state !== status) return [];
      const message =
        status === 'approved'
          ? `Your review of ${review.reviewable_type} #${review.reviewable_id} is published.`
          : `Your review of ${review.reviewable_type} #${review.reviewable_id} was not published.`;
      return [
        {
          userId: review.user_id,
          type: `review_${status}`,
          title: status === 'approved' ? 'Review published' : 'Review not published',
          body: message,
          data: {
            review_id: review.id,
            reviewable_type: review.reviewable_type,
            reviewable_id: review.reviewable_id,
            message,
          },
          mail: true,
        },
      ];
    },
  });

export const reviewApproved = reviewRule('approved');
export const reviewRejected = reviewRule('rejected');
