import type { Trashable } from '../../../plugins/soft-delete/public';
/** The trip family's tables as the query engine and the query builder see them. */
export const TRIP = 'api::trip.trip';
/** One stop of a trip's day: a catalog place or free text (`itinerary_items`). */
export const ITINERARY_ITEM = 'api::trip.itinerary-item';
/** A destination a trip visits, on which day and in which order (`trip_destinations`). */
export const DESTINATION_VISIT = 'api::trip.trip-destination';
/** A catalog hotel, flight, restaurant or attraction attached to a trip (`trip_items`). */
export const ATTACHED_PLACE = 'api::trip.trip-item';
/** Something that happened to a trip and concerns a user: forked, booked (`trip_events`). */
export const TRIP_EVENT = 'api::trip.trip-event';
/** A user's subscribable calendar: the hash of its secret, and the nonce it is derived from (`calendar_feeds`). */
export const CALENDAR_FEED = 'api::trip.calendar-feed';
/** Someone a trip is planned with, or an invitation not answered yet (`trip_members`). */
export const TRIP_MEMBER = 'api::trip.trip-member';
/** A link that lets whoever opens it join a trip (`trip_share_links`): only its secret's hash. */
export const TRIP_SHARE_LINK = 'api::trip.trip-share-link';
/** Who changed what of a trip, one row per version (`trip_activities`). */
export const TRIP_ACTIVITY = 'api::trip.trip-activity';

export type TripRow = {
  id: number;
  document_id?: string;
  user_id: number;
  title: string;
  description: string | null;
  travel_style: string | null;
  interests: unknown;
  no_of_travelers: number | null;
  budget: number | string | null;
  no_of_days: number | null;
  start_date: string | null;
  end_date: string | null;
  /** `status` in the API: Strapi 5 reserves `status` as an attribute name. */
  state: string;
  estimated_cost: number | string | null;
  is_public: boolean | number | null;
  is_fork: boolean | number | null;
  parent_trip_id: number | null;
  original_trip_id: number | null;
  source_version_id: string | null;
  confirmation_code: string | null;
  agency_assignment_id: number | null;
  /** The agency that built it for its customer (its package sales are that agency's). */
  agency_user_id?: number | null;
  /** +1 with every change of the trip or its items (null on a row no change has touched yet: 1). */
  version?: number | string | null;
  created_at?: string | Date;
  updated_at?: string | Date;
  createdAt?: string | Date;
  updatedAt?: string | Date;
} & Trashable;

export type ItineraryItemRow = {
  id: number;
  trip_id: number;
  itemable_type: string | null;
  itemable_id: number | null;
  day_number: number;
  item_order: number | string | null;
  type: string | null;
  time_slot: string | null;
  title: string | null;
  notes: string | null;
  estimated_cost: number | string | null;
  latitude: number | null;
  longitude: number | null;
  location_label: string | null;
  createdAt?: string | Date;
  updatedAt?: string | Date;
};

export type DestinationVisitRow = {
  id: number;
  trip_id: number;
  destination_id: number;
  day_number: number;
  visit_order: number;
};
export type AttachedPlaceRow = { id: number; trip_id: number; item_type: string; item_id: number };
export type CalendarFeedRow = { id: number; user_id: number; nonce: string; secret_hash: string };

/** A member's role on a trip (the owner is the trip's `user_id`, never a row). */
export type MemberRole = 'editor' | 'viewer';
export type TripMemberRow = {
  id: number;
  trip_id: number;
  user_id: number | null;
  email: string | null;
  role: MemberRole;
  state: 'pending' | 'accepted';
  invited_by: number | null;
  expires_at: string | Date | null;
  joined_at: string | Date | null;
  share_link_id: number | null;
  nonce: string | null;
  token_hash: string | null;
  createdAt?: string | Date;
};
export type TripShareLinkRow = {
  id: number;
  trip_id: number;
  trip_title: string | null;
  role: MemberRole;
  created_by: number | null;
  expires_at: string | Date | null;
  revoked_at: string | Date | null;
  nonce: string;
  secret_hash: string;
  createdAt?: string | Date;
};
export type TripActivityRow = {
  id: number;
  trip_id: number;
  version: number;
  change: string;
  /** Null for an admin's save in the panel. */
  user_id: number | null;
  item: unknown;
  member: unknown;
  createdAt?: string | Date;
  created_at?: string | Date;
};
