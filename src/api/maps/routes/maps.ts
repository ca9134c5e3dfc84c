import { defineRoutes } from '../../../plugins/contract/public';

const point = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    distance_km: {
      type: ['number', 'null'],
      description: 'From the destination; null when it has no coordinates.',
    },
  },
};
const places = { type: 'array', items: point };

/** Maps from our own catalog coordinates: each route says who may call it and its throttle. */
const group = { tag: 'Maps', controller: 'api::maps.maps' } as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/maps/destination/:destination',
    action: 'destination',
    access: 'public',
    throttle: 'maps',
    doc: {
      summary: "A destination's attractions, hotels and restaurants on a map",
      description:
        'From our own catalog coordinates (CONTRACT §3): places with coordinates, nearest first, at most `MAPS_DESTINATION_CAP` (20) of each kind.',
      params: { destination: 'Destination id' },
      ok: {
        description: '`Map points retrieved successfully`',
        data: {
          type: 'object',
          properties: {
            destination: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                lat: { type: ['number', 'null'] },
                lng: { type: ['number', 'null'] },
              },
            },
            attractions: places,
            hotels: places,
            restaurants: places,
          },
        },
      },
      errors: ['404'],
    },
  },
  {
    method: 'GET',
    path: '/maps/trip/:trip',
    action: 'trip',
    access: 'verified',
    throttle: 'api',
    doc: {
      summary: "Directions through a trip's located items, in day order",
      description:
        "Visible trips only (404 otherwise). Items take their own coordinates, else their catalog record's. Fewer than two located items: 422 `not_enough_points`. With `ROUTING_BASE_URL` an OSRM-compatible router draws the roads (`engine: osrm`); without it, or when it fails, great-circle legs at `ROUTING_AVERAGE_SPEED_KMH` (`engine: great_circle`, `approximate: true` when the router failed).",
      params: { trip: 'Trip id' },
      ok: {
        description: '`Directions retrieved successfully`',
        data: {
          type: 'object',
          properties: {
            directions: {
              type: 'object',
              properties: {
                distance_km: { type: 'number' },
                duration_minutes: { type: 'integer' },
                geometry: {
                  type: 'object',
                  properties: {
                    type: { const: 'LineString' },
                    coordinates: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
                  },
                },
                engine: { enum: ['osrm', 'great_circle'] },
                approximate: { type: 'boolean' },
              },
            },
            points: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  item_id: { type: 'integer' },
                  day_number: { type: 'integer' },
                  title: { type: ['string', 'null'] },
                  lat: { type: 'number' },
                  lng: { type: 'number' },
                },
              },
            },
          },
        },
      },
      errors: ['401', '403', '404', '422'],
    },
  },
]);
