import type { Guarantee, RunningTotal } from '../../plugins/platform/public';
import {
  ITINERARY_ITEM,
  ATTACHED_PLACE,
  TRIP,
  DESTINATION_VISIT,
  CALENDAR_FEED,
  TRIP_MEMBER,
  TRIP_SHARE_LINK,
  TRIP_ACTIVITY,
} from './content-types/rows';
import { TRASH_COLUMN } from '../../plugins/soft-delete/public';

/** What the database holds for trips (applied at boot by the platform plugin). */
export const tripGuarantees: Guarantee[] = [
  {
    uid: TRIP,
    name: 'agency_created_idx',
    columns: ['agency_user_id', 'created_at'],
    where: `agency_user_id IS NOT NULL AND ${TRASH_COLUMN} IS NULL`,
    why: "The live trips an agency built, newest first (its desk's page)",
  },
  {
    uid: TRIP,
    name: 'confirmation_code_unique',
    unique: true,
    columns: ['confirmation_code'],
    where: 'confirmation_code IS NOT NULL',
    why: 'A booking confirmation code names one trip (the schema’s `unique` is checked by the document service only)',
  },
  // The index's name keeps the column's: renaming it would build a second index on upgrade.
  {
    uid: TRIP,
    name: `user_${TRASH_COLUMN}_idx`,
    columns: ['user_id', TRASH_COLUMN],
    why: "A caller's trips",
  },
  { uid: TRIP, name: 'public_idx', columns: ['is_public', TRASH_COLUMN], why: 'Public trips' },
  {
    uid: ATTACHED_PLACE,
    name: 'trip_item_unique',
    unique: true,
    columns: ['trip_id', 'item_type', 'item_id'],
    why: 'A place is attached to a trip once (409 `already_attached`), even under concurrent attaches',
  },
  {
    uid: DESTINATION_VISIT,
    name: 'trip_destination_unique',
    unique: true,
    columns: ['trip_id', 'destination_id'],
    why: 'A destination is visited by a trip once (409 `already_attached`)',
  },
  {
    uid: DESTINATION_VISIT,
    name: 'destination_idx',
    columns: ['destination_id'],
    why: "Destinations' trip counts",
  },
  {
    uid: ITINERARY_ITEM,
    name: 'trip_day_idx',
    columns: ['trip_id', 'day_number'],
    why: "A trip's itinerary by day",
  },
  {
    uid: CALENDAR_FEED,
    name: 'user_unique',
    unique: true,
    columns: ['user_id'],
    why: 'A user has one calendar feed, even when two first calls race',
  },
  {
    uid: CALENDAR_FEED,
    name: 'secret_hash_unique',
    unique: true,
    columns: ['secret_hash'],
    why: 'A feed request finds its owner by the hash of the secret in its URL',
  },
  {
    uid: TRIP_MEMBER,
    name: 'trip_user_unique',
    unique: true,
    columns: ['trip_id', 'user_id'],
    where: 'user_id IS NOT NULL',
    why: 'An account is on a trip once (a member or one invitation), even when two accepts or joins race',
  },
  {
    uid: TRIP_MEMBER,
    name: 'token_hash_unique',
    unique: true,
    columns: ['token_hash'],
    where: 'token_hash IS NOT NULL',
    why: 'An invitation link finds its invitation by the hash of its token',
  },
  {
    uid: TRIP_MEMBER,
    name: 'user_state_idx',
    columns: ['user_id', 'state'],
    why: 'The trips shared with a user (GET /trips?scope=shared)',
  },
  {
    uid: TRIP_SHARE_LINK,
    name: 'secret_hash_unique',
    unique: true,
    columns: ['secret_hash'],
    why: 'A join finds its share link by the hash of the secret in its URL',
  },
  { uid: TRIP_SHARE_LINK, name: 'trip_idx', columns: ['trip_id'], why: "A trip's share links" },
  {
    uid: TRIP_ACTIVITY,
    name: 'trip_version_unique',
    unique: true,
    columns: ['trip_id', 'version'],
    why: "One activity row per version of a trip: its log, newest first, by the trip's versions",
  },
];

/** The live trips each agency built and the sum of their prices: an agency's earnings, never its book summed. */
export const AGENCY_TRIP_TOTALS: RunningTotal = {
  name: 'trip_agency_totals',
  uid: TRIP,
  groupBy: [{ column: 'agency_user_id' }],
  sums: ['budget'],
  where: {
    sql: `r.agency_user_id IS NOT NULL AND r.${TRASH_COLUMN} IS NULL`,
    reads: ['agency_user_id', TRASH_COLUMN],
  },
  why: "The live trips an agency built and the sum of their prices (its earnings' `total_earnings`)",
};
