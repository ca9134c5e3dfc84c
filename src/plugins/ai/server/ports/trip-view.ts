/** Clock times of a free-text time slot, minutes after midnight (the trip's reading of "9:30 AM-11"). */
export type SlotTimes = { startMinutes: number; endMinutes: number | null };

/** The live catalog place an itinerary item names, reduced to what the AI reads. */
export type ViewPlace = {
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours: string | null;
  duration_minutes: number | null;
};

/** One itinerary item of a trip, ordered by day and position. */
export type ViewItem = {
  id: number;
  dayNumber: number;
  itemOrder: number;
  title: string | null;
  /** The free `type` of the item ("Museum", "hotel"…). */
  type: string | null;
  /** The catalog type and id it names, when it names one. */
  placeKind: string | null;
  placeId: number | null;
  timeSlot: string | null;
  /** `timeSlot` read as clock times, or null when it holds none ("morning"). */
  times: SlotTimes | null;
  latitude: number | null;
  longitude: number | null;
  estimatedCost: number | null;
  updatedAt: string | null;
  place: ViewPlace | null;
};

/** A trip as the review and the concierge read it. */
export type TripView = {
  id: number;
  title: string;
  noOfDays: number | null;
  budget: number;
  travelers: number;
  startDate: string | null;
  updatedAt: string | null;
  /** The live destinations it visits, in visit order. */
  destinations: Array<{ id: number; name: string }>;
  items: ViewItem[];
};
