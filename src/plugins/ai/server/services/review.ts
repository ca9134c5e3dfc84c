import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../contract/public';
import { modelOf } from '../adapters/openai';
import { tripStore } from '../ports/trip-store';
import { reviewAnswer } from '../presenters/answers';
import { reviewTrip } from './builtin/review';
import { tripContext } from './builtin/trip-context';
import { withFallback } from './engines/fallback';
import { reviewJsonSchema, reviewMessages, reviewSchema } from './engines/prompts';
import { requestKey } from './metering';
import { ai } from '../../accessor';

/** GET|POST /review/{id}: the checker's and the optimiser's findings over a visible trip (a model adds its own). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async review(principal: Principal, tripId: number) {
    const trip = await tripStore.of(strapi).view(principal, tripId);
    // The same trip in the same state, asked again within the hour: the cached review, free.
    const state = trip.items.map((i) => [i.id, i.dayNumber, i.itemOrder, i.timeSlot, i.updatedAt]);
    const key = requestKey('review', principal.id, {
      trip: trip.id,
      updated: trip.updatedAt,
      budget: trip.budget,
      state,
    });
    const started = Date.now();
    const { result, cached } = await ai(strapi).metering.run(principal, key, async () => {
      const context = tripContext(trip);
      const { findings, review } = reviewTrip(context);
      const answer = await withFallback(
        modelOf(strapi),
        async (model) => {
          const own = await model.json(
            reviewMessages(context, findings),
            { name: 'trip_review', schema: reviewJsonSchema },
            reviewSchema,
            {
              temperature: 0.5,
              maxTokens: 1500,
            },
          );
          // The computed findings come first; the model's suggestions follow.
          return {
            review_summary: own.review_summary,
            suggestions: [
              ...review.suggestions,
              ...own.suggestions.filter((s) => !review.suggestions.includes(s)),
            ],
          };
        },
        () => review,
      );
      await ai(strapi).generations.recordAnswer(principal.id, 'review', answer, started, {
        items_count: answer.value.suggestions.length,
        trip_id: trip.id,
      });
      return reviewAnswer(answer);
    });
    return { ...result, cached };
  },
});
