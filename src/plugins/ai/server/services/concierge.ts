import type { Core } from '@strapi/strapi';
import { type Principal } from '../../../contract/public';
import { distanceKm } from '../../../../lib/geo';
import { modelOf } from '../adapters/openai';
import { tripStore } from '../ports/trip-store';
import { conciergeAnswer } from '../presenters/answers';
import { answerQuestion, answerWithoutTrip, type Nearby } from './builtin/concierge';
import { tripContext, type TripContext } from './builtin/trip-context';
import { withFallback, type EngineAnswer } from './engines/fallback';
import { conciergeMessages, type Turn } from './engines/prompts';
import { ai } from '../../accessor';

/** Within this distance a catalog place is "near" a stop. */
const NEAR_KM = 2;

export type ConciergeQuestion = {
  /** A trip the caller may see, or null: the concierge then answers without one. */
  tripId: number | null;
  message: string;
  /** The conversation so far, oldest first (the model reads it; the builtin engine answers the message). */
  history?: Turn[];
};

/**
 * The trip concierge: answers from a trip and the catalog, metered; for POST
 * /trips/{trip}/concierge and conversations.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ask(principal: Principal, tripId: number, message: string) {
    return conciergeAnswer(await this.reply(principal, { tripId, message }, async (found) => found));
  },

  /**
   * One metered answer: a unit is reserved first (402 when none is left, before anything is done),
   * `deliver` stores or shapes the answer inside the same unit of work — if it fails, the unit is
   * given back — and its result is returned.
   */
  async reply<T>(
    principal: Principal,
    question: ConciergeQuestion,
    deliver: (answer: EngineAnswer<string>) => Promise<T>,
  ): Promise<T> {
    const context = question.tripId === null ? null : await this.contextOf(principal, question.tripId);
    const started = Date.now();
    const { result } = await ai(strapi).metering.run(principal, null, async () => {
      const answer = await withFallback(
        modelOf(strapi),
        (model) =>
          model.text(conciergeMessages(context?.trip ?? null, question.message, question.history), {
            temperature: 0.5,
            maxTokens: 1024,
          }),
        () =>
          context
            ? answerQuestion(context.trip, question.message, context.nearby)
            : answerWithoutTrip(question.message),
      );
      const delivered = await deliver(answer);
      await ai(strapi).generations.recordAnswer(principal.id, 'concierge', answer, started, {
        trip_id: question.tripId,
      });
      return delivered;
    });
    return result;
  },

  /** The trip as the concierge reads it, and the catalog places near a point of it. */
  async contextOf(principal: Principal, tripId: number): Promise<{ trip: TripContext; nearby: Nearby }> {
    const view = await tripStore.of(strapi).view(principal, tripId);
    const destinationIds = view.destinations.map((destination) => destination.id);
    const nearby: Nearby = async (point) => {
      const catalog = await ai(strapi).catalogSlice.load(destinationIds);
      return [...catalog.attractions, ...catalog.restaurants, ...catalog.hotels]
        .map((place) => ({ place, km: distanceKm(point, place) }))
        .filter(({ km }) => km <= NEAR_KM)
        .sort((a, b) => a.km - b.km)
        .map(({ place }) => place);
    };
    return { trip: tripContext(view), nearby };
  },
});
