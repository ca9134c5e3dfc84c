import { ref } from '../../../../plugins/contract/public';
import { ITEM_TYPES } from '../../services/itinerary-input/item-types';
import { TRIP_STATUSES } from '../../validators';

const integer = { type: 'integer' };
const nint = { type: ['integer', 'null'] };
const str = { type: 'string' };
const nstr = { type: ['string', 'null'] };
const num = { type: 'number' };
const nnum = { type: ['number', 'null'] };
const day = { type: ['string', 'null'], format: 'date' };
const time = { type: ['string', 'null'], format: 'date-time' };
const list = (items: object) => ({ type: 'array', items });

/** `If-Match` on a trip's writes (CONTRACT §14): the ETag of the trip version the write is made against. */
export const ifMatchHeader = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The `ETag` of the trip as the caller read it (`"trip-{id}-v{version}"`): when the trip has moved on, 412 `version_conflict` with the trip as it is now in `error.current`, and nothing is written. `*` asks only that the trip exists; a weak tag never matches.',
  schema: { type: 'string' },
};

/** The trip family's component schemas. */
export const tripSchemas = {
  Trip: {
    type: 'object',
    properties: {
      id: integer,
      user_id: integer,
      title: str,
      description: nstr,
      travel_style: nstr,
      interests: list(str),
      no_of_travelers: integer,
      budget: num,
      no_of_days: nint,
      start_date: day,
      end_date: day,
      status: { enum: [...TRIP_STATUSES] },
      estimated_cost: nnum,
      is_public: { type: 'boolean' },
      is_fork: { type: 'boolean' },
      parent_trip_id: nint,
      original_trip_id: nint,
      source_version_id: nstr,
      confirmation_code: { ...nstr, description: '8 characters, set when a trip package is paid.' },
      agency_assignment_id: nint,
      version: {
        ...integer,
        minimum: 1,
        description:
          'Grows by one with every change of the trip, its items or its accepted members; `trip.updated` on `presence-trip.{id}` carries it (CONTRACT §13). The `ETag` of a trip answer is `"trip-{id}-v{version}"`: send it back as `If-Match` (or `version` in the body) and a write made against an older version is 412 `version_conflict` (CONTRACT §14).',
      },
      role: {
        enum: ['owner', 'editor', 'viewer', null],
        description:
          "The caller's part in the trip (CONTRACT §14); null when they only see it (a public trip, or an admin not on it).",
      },
      members_count: { ...integer, minimum: 1, description: 'The owner and the accepted members.' },
      created_at: time,
      updated_at: time,
    },
  },
  TripDestination: {
    allOf: [
      ref('Destination'),
      {
        type: 'object',
        properties: { pivot: { type: 'object', properties: { day_number: integer, visit_order: integer } } },
      },
    ],
  },
  ItineraryItem: {
    type: 'object',
    properties: {
      id: integer,
      itemable_type: { enum: [...ITEM_TYPES, null] },
      itemable_id: nint,
      itemable: { type: ['object', 'null'], description: 'The catalog record, as its collection shows it.' },
      day_number: integer,
      item_order: num,
      type: nstr,
      time_slot: nstr,
      title: nstr,
      notes: nstr,
      estimated_cost: nnum,
      latitude: nnum,
      longitude: nnum,
      location_label: nstr,
      created_at: time,
      updated_at: time,
    },
  },
  TripSummary: {
    allOf: [
      ref('Trip'),
      {
        type: 'object',
        properties: {
          destinations: list(ref('TripDestination')),
          user: {
            type: 'object',
            description: 'Public, shared and all lists: the owner.',
            properties: { id: integer, name: nstr },
          },
        },
      },
    ],
  },
  TripDetail: {
    allOf: [
      ref('Trip'),
      {
        type: 'object',
        properties: {
          itinerary_items: list(ref('ItineraryItem')),
          destinations: list(ref('TripDestination')),
          hotels: list(ref('Hotel')),
          flights: list(ref('Flight')),
          restaurants: list(ref('Restaurant')),
          attractions: list(ref('Attraction')),
        },
      },
    ],
  },
  TripMember: {
    type: 'object',
    properties: {
      id: { ...nint, description: 'Null for the owner.' },
      user: { type: ['object', 'null'], properties: { id: integer, name: nstr } },
      email: {
        ...nstr,
        description: "An invitation's address: in full to the owner, masked to members; null for members.",
      },
      role: { enum: ['owner', 'editor', 'viewer'] },
      status: { enum: ['pending', 'accepted'] },
      invited_at: time,
      expires_at: time,
      joined_at: time,
    },
  },
  TripActivity: {
    type: 'object',
    properties: {
      id: integer,
      version: { ...integer, description: 'The trip version this change made.' },
      change: {
        enum: [
          'trip_updated',
          'status_changed',
          'item_attached',
          'item_updated',
          'item_detached',
          'member_added',
          'member_updated',
          'member_removed',
        ],
      },
      by: { type: ['object', 'null'], properties: { id: integer, name: nstr } },
      item: {
        type: 'object',
        properties: { id: nint, itemable_type: nstr, itemable_id: nint, day_number: nint },
      },
      member: { type: 'object', properties: { id: integer, user_id: integer, role: nstr } },
      created_at: time,
    },
  },
  TripShareLink: {
    type: 'object',
    properties: {
      id: integer,
      url: {
        ...str,
        format: 'uri',
        description: 'Ends with `/trip-share/{secret}`; shown to the owner only.',
      },
      role: { enum: ['editor', 'viewer'] },
      expires_at: time,
      created_at: time,
    },
  },
  TripInvitation: {
    type: 'object',
    properties: {
      trip: { type: 'object', properties: { id: integer, title: str } },
      invited_by: { type: ['object', 'null'], properties: { id: integer, name: nstr } },
      role: { enum: ['editor', 'viewer'] },
      email: str,
      expires_at: time,
    },
  },
  TripShareInvitation: {
    type: 'object',
    properties: {
      trip: { type: 'object', properties: { id: integer, title: str } },
      role: { enum: ['editor', 'viewer'] },
      expires_at: time,
    },
  },
};
