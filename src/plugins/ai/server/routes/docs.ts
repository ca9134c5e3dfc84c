/** OpenAPI shapes of the AI answers (the legacy fields first, then what CONTRACT §4 adds). */
const str = { type: 'string' };
const nstr = { type: ['string', 'null'] };
const num = { type: 'number' };
const int = { type: 'integer' };
const leg = { type: 'object', properties: { distance_km: num, duration_minutes: int } };

export const planItemDoc = {
  type: 'object',
  properties: {
    time: { ...str, examples: ['09:30 AM'] },
    start_time: { ...str, examples: ['09:30'] },
    end_time: nstr,
    title: str,
    description: str,
    type: { enum: ['ATTRACTION', 'RESTAURANT', 'HOTEL'] },
    itemable_type: { enum: ['attraction', 'restaurant', 'hotel'] },
    itemable_id: int,
    latitude: num,
    longitude: num,
    price: { ...num, description: 'The catalog unit price: per person, or per room and night.' },
    estimated_cost: {
      ...num,
      description:
        'What the item costs the party. The day’s opening hotel item costs 0: the night is counted once, on its closing item.',
    },
    currency: str,
    duration_minutes: { type: ['integer', 'null'] },
    opening_hours: nstr,
    meal: { enum: ['lunch', 'dinner', null] },
    travel_from_previous: {
      ...leg,
      description:
        'The great-circle leg from the previous item at the routing speed: none (0) into the day’s first item, the hotel; the second item carries the leg from the hotel; the last, the hotel again, the way back.',
    },
  },
};

export const planDoc = {
  type: 'object',
  properties: {
    title: str,
    description: str,
    meta: {
      ...str,
      examples: ['3 Days • Paris • couple • luxury'],
      description:
        'The legacy display line the legacy planner page prints under the title: `{no_of_days} Days • {city} • {travel_party} • {budget_tier}`, with the destinations planned, and the party and tier the plan was made for; a part the request left out, or that matched nothing, is left out of the line. The structured summary is `request`.',
    },
    request: {
      type: 'object',
      description:
        'The request as understood: destinations, days, travellers (a `travel_party` of solo or couple sets them when `no_of_travelers` is absent), budget, `budget_tier` (the tier matched: low, medium, high, luxury, or null), `travel_party` (solo, couple, family, friends, business, or null), `travel_style` and `interests` as sent, `interest_categories` (the catalog categories they matched), start date.',
    },
    estimated_budget: {
      ...num,
      description: 'The items’ costs added up; within `budget` unless `warnings` says no plan could be.',
    },
    currency: str,
    total_distance_km: num,
    planned_items_count: {
      ...int,
      description: 'The items of `days`, both hotel items of each day included.',
    },
    osrm_waypoints: {
      const: 'Verified',
      deprecated: true,
      description: 'Legacy field kept for old clients: always `Verified`; the verified legs are in `days`.',
    },
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          day_number: int,
          date: nstr,
          title: str,
          destination: { type: 'object', properties: { id: int, name: str } },
          total_distance_km: {
            ...num,
            description:
              'The closed tour: from the hotel through every stop and back (the items’ legs added up).',
          },
          items: {
            type: 'array',
            items: planItemDoc,
            description:
              'The day in order. The first item is the hotel the day leaves (its `time` the departure), the last is the same hotel for the night (its `time` the return); sights and meals in between.',
          },
        },
      },
    },
    warnings: {
      type: 'array',
      description:
        'What the plan could not do or did not use: `preference_ignored` (with `field`: a `budget_tier`, `travel_party`, `travel_style` or interests that match nothing we plan with), `over_budget`, `meals_not_included`, `few_sights`, `intercity_travel_not_included`.',
      items: { type: 'object', properties: { code: str, message: str, field: str } },
    },
    engine: { enum: ['openai', 'builtin'] },
    fallback: { type: 'boolean' },
    repaired: { type: 'boolean', description: 'The model’s plan broke a rule and the solver repaired it.' },
    violations: {
      type: 'array',
      description:
        'What the checker found in the drafts before the plan delivered (each sent back to the model, then repaired): empty from the builtin engine. The delivered plan itself passed every check; a plan with a violation is never delivered.',
      items: { type: 'object', properties: { code: str, message: str, day: { type: ['integer', 'null'] } } },
    },
    cached: {
      type: 'boolean',
      description: 'An identical request of the last hour: served from the cache, no quota used.',
    },
    trip_id: { type: ['integer', 'null'] },
    saved: { type: 'boolean' },
    items_count: {
      ...int,
      description:
        'The itinerary items the plan makes as a trip: each day’s stops and one hotel item for its night (the morning’s departure from that hotel is not saved as a second item).',
    },
    used_fallback: { type: 'boolean' },
  },
};

export const reviewDoc = {
  type: 'object',
  properties: {
    review_summary: str,
    suggestions: { type: 'array', items: str },
    engine: { enum: ['openai', 'builtin'] },
    fallback: { type: 'boolean' },
    cached: { type: 'boolean' },
  },
};

export const conciergeDoc = {
  type: 'object',
  properties: { response: str, engine: { enum: ['openai', 'builtin'] }, fallback: { type: 'boolean' } },
};
