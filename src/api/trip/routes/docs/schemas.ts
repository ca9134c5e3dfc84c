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
          'Grows by one with every change of the trip or its items; `trip.updated` on `presence-trip.{id}` carries it (CONTRACT §13).',
      },
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
            description: 'Public lists only: the owner.',
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
};
