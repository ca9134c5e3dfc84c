import { defineModule } from '../../plugins/platform/public';
import panel from './panel.json';
import { tripStore } from '../../plugins/ai/public';
import { catalogRecordLink, PLACE_KINDS, tripFigures } from '../catalog/public';
import { trips } from './accessor';
import { AGENCY_TRIP_TOTALS, tripGuarantees } from './guarantees';
import { tripSchemas } from './routes/docs/schemas';
import { subscribeTripInvalidation } from './services/cache/invalidation';
import { registerTripPurchases } from './services/purchases';
import { registerTripChannel } from './services/live/trip-channel';
import { tripMembersReadOnly } from './services/members/panel-read-only';
import { versionPanelEdits } from './services/changes/panel-edits';
import { subscribeInvitationMail } from './services/members/invitation-mail';
import { tripFiguresFromDb } from './services/read/destination-figures';
import { accountLink } from '../../plugins/accounts/public';
import {
  ATTACHED_PLACE,
  DESTINATION_VISIT,
  ITINERARY_ITEM,
  TRIP,
  TRIP_ACTIVITY,
  TRIP_MEMBER,
  TRIP_SHARE_LINK,
} from './content-types/rows';

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
    'api::trip.trip-member': {},
    'api::trip.trip-share-link': {},
    'api::trip.trip-activity': {},
  },
  // The ids trips hold (an agency assignment's: the agency module's manifest).
  links: () => {
    const trip = { field: 'trip_id', label: 'Trip', target: TRIP };
    return {
      [TRIP]: {
        links: [
          accountLink(),
          { field: 'parent_trip_id', label: 'Parent trip', target: TRIP },
          { field: 'original_trip_id', label: 'Original trip', target: TRIP },
        ],
        lists: [
          { label: 'Itinerary items', from: ITINERARY_ITEM, field: 'trip_id' },
          { label: 'Forks', from: TRIP, field: 'parent_trip_id' },
          { label: 'Members and invitations', from: TRIP_MEMBER, field: 'trip_id' },
          { label: 'Share links', from: TRIP_SHARE_LINK, field: 'trip_id' },
          { label: 'Activity', from: TRIP_ACTIVITY, field: 'trip_id' },
        ],
      },
      [ITINERARY_ITEM]: {
        links: [trip, catalogRecordLink('itemable_id', 'itemable_type', 'Item')],
      },
      [ATTACHED_PLACE]: { links: [trip, catalogRecordLink('item_id', 'item_type', 'Item')] },
      [DESTINATION_VISIT]: {
        links: [trip, { field: 'destination_id', label: 'Destination', target: PLACE_KINDS.destination }],
      },
      [TRIP_MEMBER]: { links: [trip, accountLink()] },
      [TRIP_SHARE_LINK]: { links: [trip] },
      [TRIP_ACTIVITY]: { links: [trip, accountLink()] },
    };
  },
  guarantees: tripGuarantees,
  runningTotals: [AGENCY_TRIP_TOTALS],
  schemas: tripSchemas,
  register(strapi) {
    // The AI saves and reads trips through its port.
    tripStore.provide(strapi, trips(strapi).planned);
    // What trips sell goes through billing's checkout (CONTRACT §5).
    registerTripPurchases();
    // Who may be present on a trip's live channel (CONTRACT §13).
    registerTripChannel();
    // Members, share links and activity are read-only in the panel; the panel's trip edits are versioned.
    strapi.documents.use(tripMembersReadOnly as never);
    strapi.documents.use(versionPanelEdits(strapi) as never);
    // Destinations show the trips that visit them; the stats count trips.
    tripFigures.provide(strapi, tripFiguresFromDb);
  },
  bootstrap(strapi) {
    subscribeTripInvalidation(strapi);
    // Invitations are mailed by the relay, once their transaction has committed (CONTRACT §14).
    subscribeInvitationMail(strapi);
  },
});
