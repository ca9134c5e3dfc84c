import { definePort } from '../../../platform/public';

export type PlaceKind = 'attraction' | 'restaurant' | 'hotel';

/** A destination as a request names it. */
export type DestinationRef = { id: number; name: string };

/** A destination with its centre: what a plan's days are spent in. */
export type LocatedDestination = DestinationRef & { latitude: number; longitude: number };

/**
 * A located attraction, restaurant or hotel in the catalog's own field names, reduced to what a plan
 * reads. Each kind has its price field: `price` (an attraction's entry, per person), `price_cents`
 * (a restaurant's meal, per person), `price_per_night` (a hotel's room).
 */
export type PlaceRecord = {
  id: number;
  name: string;
  destination_id: number;
  latitude: number;
  longitude: number;
  /** The name of its category, when it has one. */
  category: string | null;
  currency: string | null;
  rating: number | null;
  opening_hours: string | null;
  duration_minutes: number | null;
  price: number | null;
  price_cents: number | null;
  price_per_night: number | null;
};

/** Some destinations and their located places: the records a plan may use. */
export type SliceRecords = {
  /** The destinations asked for, in that order, when they are located. */
  destinations: LocatedDestination[];
  attractions: PlaceRecord[];
  restaurants: PlaceRecord[];
  hotels: PlaceRecord[];
};

/** What the planner and the concierge read from the catalog (live records only). */
export type CatalogSliceReader = {
  /** A destination by id, or null when there is none. */
  destination(id: number): Promise<DestinationRef | null>;
  /** The destination a name matches best (the catalog's own search), or null. */
  destinationNamed(name: string): Promise<DestinationRef | null>;
  /** Whether a country has this id. */
  hasCountry(id: number): Promise<boolean>;
  /** Every destination of a country. */
  destinationsOf(countryId: number): Promise<DestinationRef[]>;
  /**
   * The destinations' located places, kind by kind, destination after destination: kept in the
   * response cache under the catalog's own tags, so an edit in the admin panel is seen at once.
   */
  slice(destinationIds: number[]): Promise<SliceRecords>;
};

/** The catalog module provides it at registration; without it a plan fails loudly (500). */
export const catalogSliceReader = definePort<CatalogSliceReader>('ai.catalog-slice-reader');
