import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { tripStore } from '../../plugins/ai/public';
import { tripFigures } from '../catalog/public';
import { trips } from './accessor';
import { tripGuarantees } from './guarantees';
import { tripSchemas } from './routes/docs/schemas';
import { subscribeTripInvalidation } from './services/cache/invalidation';
import { registerTripPurchases } from './services/purchases';
import { tripFiguresFromDb } from './services/read/destination-figures';

/** The trips module: trips and what they sell, the AI's trip store, the catalog's trip figures. */
export const tripModule = defineModule({
  name: 'api/trip',
  panel,
  contentTypes: {
    'api::trip.trip': { softDelete: true },
    'api::trip.itinerary-item': {},
    'api::trip.trip-item': {},
    'api::trip.trip-destination': {},
    'api::trip.trip-event': {},
    'api::trip.calendar-feed': {},
  },
  guarantees: tripGuarantees,
  schemas: tripSchemas,
  register(strapi) {
    // The AI saves and reads trips through its port.
    tripStore.provide(strapi, trips(strapi).planned);
    // What trips sell goes through billing's checkout (CONTRACT §5).
    registerTripPurchases();
    // Destinations show the trips that visit them; the stats count trips.
    tripFigures.provide(strapi, tripFiguresFromDb);
  },
  bootstrap(strapi) {
    subscribeTripInvalidation(strapi);
  },
});
