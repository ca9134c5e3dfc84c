import type { PlaceKind } from './catalog-slice-reader';

/** One stop of a planned day, saved as an itinerary item linked to its catalog place. */
export type PlannedItem = {
  kind: PlaceKind;
  placeId: number;
  title: string;
  /** "09:30-11:00", or "19:00" for the night at the hotel. */
  timeSlot: string;
  notes: string;
  estimatedCost: number;
};

export type PlannedDay = { dayNumber: number; destinationId: number; items: PlannedItem[] };

/** A plan to be saved as the traveller's `planned` trip. */
export type PlannedTrip = {
  title: string;
  description: string;
  noOfDays: number;
  /** Day 1, or null: the trip starts today. */
  startDate: string | null;
  budget: number;
  travelers: number;
  /** The words as the traveller sent them; the trip keeps what fits its own limits. */
  interests: string[];
  travelStyle: string | null;
  days: PlannedDay[];
};
