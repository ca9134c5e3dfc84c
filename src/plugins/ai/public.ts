/**
 * The AI plugin's public entry point: typed access to its services — the planner, trip review,
 * enhance and the trip concierge, each metered by the quota ledger — for trips, conversations and
 * the admin areas; and the ports it reads the catalog and the trips through, which those modules
 * provide at registration (src/index.ts).
 */
export {
  catalogSliceReader,
  type CatalogSliceReader,
  type DestinationRef,
  type LocatedDestination,
  type PlaceKind,
  type PlaceRecord,
  type SliceRecords,
} from './server/ports/catalog-slice-reader';
export { tripStore, type TripStore } from './server/ports/trip-store';
export type { SlotTimes, TripView, ViewItem, ViewPlace } from './server/ports/trip-view';
export type { PlannedDay, PlannedItem, PlannedTrip } from './server/ports/planned-trip';
export { planSchema } from './server/validators';
export { type AiServices, ai } from './accessor';
export { aiModule } from './manifest';
