import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../contract/public';
import { trips } from '../../../../api/trip/public';
import { answerQuestion } from '../builtin/concierge';
import { tripContext } from '../builtin/trip-context';
import { modelOf } from '../engines';
import { withFallback } from '../engines/fallback';
import { conciergeMessages } from '../engines/prompts';
import { distanceKm } from '../planner/geo';
import { ai } from '../../public';

/** Within this distance a catalog place is "near" a stop. */
const NEAR_KM = 2;

/** POST /trips/{trip}/concierge: answers about a visible trip from the trip and the catalog, metered. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ask(principal: Principal, tripId: number, message: string) {
    const trip = await trips(strapi).trips.visible(principal, tripId);
    const detail = await trips(strapi).view.detail(trip);
    const context = tripContext(detail);
    const nearby = async (point: { lat: number; lng: number }) => {
      const catalogue = await ai(strapi).catalogue.load(
        detail.destinations.map((d) => (d as unknown as { id: number }).id),
      );
      return [...catalogue.attractions, ...catalogue.restaurants, ...catalogue.hotels]
        .map((place) => ({ place, km: distanceKm(point, place) }))
        .filter(({ km }) => km <= NEAR_KM)
        .sort((a, b) => a.km - b.km)
        .map(({ place }) => place);
    };
    const started = Date.now();
    const { result } = await ai(strapi).metering.run(principal, null, async () => {
      const answer = await withFallback(
        modelOf(strapi),
        (model) => model.text(conciergeMessages(context, message), { temperature: 0.5, maxTokens: 1024 }),
        () => answerQuestion(context, message, nearby),
      );
      await ai(strapi).generations.recordAnswer(principal.id, 'concierge', answer, started, {
        trip_id: trip.id,
      });
      return answer;
    });
    return { response: result.value, engine: result.engine, fallback: result.fallback };
  },
});
