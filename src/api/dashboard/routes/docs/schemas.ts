/** OpenAPI components of the dashboard. */
export const dashboardSchemas = {
  Dashboard: {
    type: 'object',
    properties: {
      total_trips: { type: 'integer', description: 'Live trips the caller owns' },
      shared_trips: {
        type: 'integer',
        description: 'Live trips others share with the caller as a member (GET /trips?scope=shared)',
      },
      trip_statistics: {
        type: 'object',
        description: 'Live trips of the caller by status (every status, 0 when none)',
        properties: Object.fromEntries(
          ['pending', 'planning', 'planned', 'active', 'booked', 'completed', 'cancelled'].map((status) => [
            status,
            { type: 'integer' },
          ]),
        ),
      },
      total_favourites: { type: 'integer' },
      subscription: { $ref: '#/components/schemas/AiQuota' },
      unread_notifications: { type: 'integer' },
      total_orders: { type: 'integer' },
      recent_trips: { type: 'array', items: { $ref: '#/components/schemas/TripSummary' } },
      recent_orders: { type: 'array', items: { type: 'object' }, description: 'As GET /orders' },
      recent_favourites: { type: 'array', items: { $ref: '#/components/schemas/FavouriteWithItem' } },
    },
  },
};
