/**
 * The trips module's public entry point: typed access to its services (trips, itinerary, forks,
 * the trip view, the calendar export and feeds, the AI's trip store), the visibility and lock rules, and its
 * content-type uids.
 */
export { managesTrips, TRIP_NOT_FOUND, type TripRole } from './services/rules/access';
export { isLocked, LOCKED_STATUSES } from './services/rules/lock';
export {
  TRIP,
  ITINERARY_ITEM,
  DESTINATION_VISIT,
  ATTACHED_PLACE,
  TRIP_EVENT,
  CALENDAR_FEED,
  TRIP_MEMBER,
  type TripRow,
} from './content-types/rows';
export { tripSchemas } from './routes/docs/schemas';
export { attachSchema, createTripSchema } from './validators';
export { ITEM_TYPES, type ItemType } from './services/itinerary-input/item-types';
export { presentTrip } from './presenters/trip';
export type { BuiltItem, BuiltTrip } from './services/built-trips';
export type { TripBrief } from './services/trip-view';
export { tripGuarantees } from './guarantees';
export { subscribeTripInvalidation } from './services/cache/invalidation';
export { tripFiguresFromDb } from './services/read/destination-figures';
export { registerTripPurchases } from './services/purchases';
export { type TripServices, trips } from './accessor';
export * as tripOperations from './operations';
export { tripModule } from './manifest';
/** A trip's change in the transaction that makes it: its version, and `trip.updated` after the commit. */
export { recordTripChange, type TripChange, type TripChangeKind } from './services/changes/trip-change';
