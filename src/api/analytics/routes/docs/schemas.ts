/** OpenAPI components of the admins' analytics. */
const amount = { type: 'number', description: 'Major units of `currency` (cents / 100)' };
const delta = {
  type: ['number', 'null'],
  description:
    'Percent change against the previous period of the same length, one decimal; null for `all` or when that figure was 0',
};
const chart = {
  type: 'array',
  description: 'Calendar months (UTC) of the period, oldest first, 0 where nothing happened',
  items: {
    type: 'object',
    properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, value: { type: 'number' } },
  },
};
const period = { type: 'string', enum: ['7d', '30d', '90d', 'all'] };
const currency = { type: 'string', description: 'The currency every amount and booking count is in (EGP)' };
const otherCurrencies = {
  type: 'array',
  description:
    'Money received in the period in other currencies: never added to the figures (no exchange rates)',
  items: {
    type: 'object',
    properties: { currency: { type: 'string' }, revenue: { type: 'number' }, bookings: { type: 'integer' } },
  },
};
const when = { type: ['string', 'null'], format: 'date-time' };

export const analyticsSchemas = {
  AnalyticsOverview: {
    type: 'object',
    properties: {
      period,
      users: {
        type: 'object',
        properties: {
          total_users: { type: 'integer', description: 'Live accounts, all time' },
          new_users_last_30_days: {
            type: 'integer',
            description: 'Accounts created in the period (legacy name)',
          },
          delta,
          chart: { ...chart, description: `New accounts per month. ${chart.description}` },
        },
      },
      revenue: {
        type: 'object',
        properties: {
          total_revenue: { ...amount, description: 'Money received (paid and fulfilled orders), all time' },
          revenue_last_30_days: { ...amount, description: 'Money received in the period (legacy name)' },
          delta,
          chart: { ...chart, description: `Money received per month. ${chart.description}` },
          currency,
          other_currencies: otherCurrencies,
        },
      },
    },
  },
  RevenueAnalytics: {
    type: 'object',
    properties: {
      period,
      total_revenue: { ...amount, description: 'Money received in the period (paid and fulfilled orders)' },
      total_bookings: {
        type: 'integer',
        description: 'Paid and fulfilled orders of every type in the period',
      },
      average_booking_value: {
        ...amount,
        description: 'total_revenue / total_bookings, to the cent; 0 without bookings',
      },
      delta: { type: 'object', properties: { revenue: delta, bookings: delta } },
      revenue_by_month: {
        type: 'object',
        description: '`YYYY-MM` → money received; every month of the period, oldest first',
        additionalProperties: { type: 'number' },
      },
      revenue_by_travel_style: {
        type: 'object',
        description:
          'Travel style → money received for trips (packages and forks); other orders have no style',
        additionalProperties: { type: 'number' },
      },
      top_destinations: {
        type: 'array',
        description: 'The 5 arrival airports most booked (flights of trips bought as packages in the period)',
        items: {
          type: 'object',
          properties: {
            city: { type: ['string', 'null'] },
            iata: { type: 'string' },
            country: { type: ['string', 'null'] },
            bookings: { type: 'integer' },
          },
        },
      },
      recent_bookings: {
        type: 'array',
        description: 'The 5 latest orders paid in the period (any currency), newest first',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', description: 'The order' },
            user: {
              type: 'object',
              properties: { name: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
            },
            title: { type: ['string', 'null'], description: 'The trip, else what was bought' },
            budget: { type: 'number', description: 'The amount paid, in `currency`' },
            currency: { type: 'string' },
            type: { type: 'string', description: 'trip_package, trip_fork or subscription' },
            start_date: { type: ['string', 'null'], format: 'date' },
            status: { type: 'string', enum: ['paid', 'fulfilled'] },
            created_at: when,
            paid_at: when,
          },
        },
      },
      peak_hours: {
        type: 'array',
        description:
          'Bookings per two hours of the day (UTC), labelled by the hour each window ends: 02:00 … 00:00',
        items: { type: 'object', properties: { hr: { type: 'string' }, val: { type: 'integer' } } },
      },
      currency,
      other_currencies: otherCurrencies,
    },
  },
};
