/**
 * Every request field whose validator lets through more than a varchar(255) holds (Strapi's
 * `string` columns), with the column it is stored in, or why it needs none (CONTRACT §10). The
 * sweep test walks every route's body schema and fails on a field longer than 255 that is not
 * here, or whose column is not `text`: adding a long field means saying where it goes.
 * docs/database.md prints this table.
 */
export type LongField = {
  /** The field's path in the body (`items.*.notes`). */
  field: string;
  /** The routes (`METHOD /api/path`) it is read by; every route with the field when absent. */
  routes?: RegExp;
  /** The validator's maximum (Infinity: bounded otherwise, see `why`). */
  max: number;
  /** `uid.attribute` of the text column it is stored in, or null when it is not stored as given. */
  column: string | null;
  why?: string;
};

const TRIPS = /^(POST|PUT|PATCH) \/api(\/v1)?\/(admin\/)?trips/;
const DAY_ITEM = ['description', 'desc', 'notes'];
const PLANNER = /^POST \/api\/(ai\/plan|trips\/generate-ai|trips\/ai-generate|review)$/;
const DATE = 'a date or date-time, parsed into a date or datetime column';

export const LONG_FIELDS: LongField[] = [
  { field: 'note', max: 500, column: 'api::favourite.favourite.note' },
  { field: 'reason', max: 500, column: 'api::agency.flag.reason' },
  { field: 'details', max: 5000, column: 'api::agency.flag.details' },
  ...['hotels', 'restaurants', 'attractions', 'destinations'].map((collection) => ({
    field: 'image',
    routes: new RegExp(`^(POST|PUT) /api/admin/${collection}`),
    max: 1000,
    column: `api::${collection.slice(0, -1)}.${collection.slice(0, -1)}.image`,
  })),
  { field: 'flag_url', max: 1000, column: 'api::country.country.flag_url' },
  ...['hotels', 'restaurants', 'attractions', 'destinations'].flatMap((collection) =>
    ['description', 'translations.ar.description'].map((field) => ({
      field,
      routes: new RegExp(`^(POST|PUT) /api/admin/${collection}`),
      max: 5000,
      column: `api::${collection.slice(0, -1)}.${collection.slice(0, -1)}.description`,
    })),
  ),
  { field: 'description', routes: TRIPS, max: 10000, column: 'api::trip.trip.description' },
  ...['days.*.items.*', 'plan.days.*.items.*', 'items.*'].flatMap((at) =>
    DAY_ITEM.map((name) => ({
      field: `${at}.${name}`,
      routes: TRIPS,
      max: 5000,
      column: 'api::trip.itinerary-item.notes',
    })),
  ),
  { field: 'notes', routes: /\/items\/:id$/, max: 5000, column: 'api::trip.itinerary-item.notes' },
  { field: 'bio', max: 1000, column: 'plugin::users-permissions.user.bio' },
  { field: 'comment', max: 1000, column: 'api::review.review.comment' },
  { field: 'message', routes: /\/contacts$/, max: 5000, column: 'api::contact.contact-message.message' },
  { field: 'initial_message', max: 5000, column: 'api::conversation.message.body' },
  { field: 'body', routes: /messages$/, max: 10000, column: 'api::conversation.message.body' },
  { field: 'value', routes: /settings/, max: 1000, column: 'api::setting.setting.value' },
  {
    field: 'settings.*.value',
    max: Infinity,
    column: 'api::setting.setting.value',
    why: 'bounded by the 1 MB JSON body',
  },
  {
    field: 'message',
    routes: /concierge$/,
    max: 2000,
    column: null,
    why: 'asked of the AI engine, not stored',
  },
  {
    field: 'content',
    routes: /enhance$/,
    max: 10000,
    column: null,
    why: 'sent to the AI engine, not stored',
  },
  { field: 'prompt', routes: PLANNER, max: 1000, column: null, why: 'read by no engine (legacy: unused)' },
  ...['budget_tier', 'travel_party', 'interests', 'interests.*'].map((field) => ({
    field,
    routes: PLANNER,
    max: Infinity,
    column: null,
    why: 'a free word matched onto tiers, parties or categories; not stored as sent',
  })),
  {
    field: 'travel_style',
    routes: PLANNER,
    max: Infinity,
    column: null,
    why: 'a free word; the saved trip keeps its first 50 characters',
  },
  { field: 'idempotency_key', max: Infinity, column: null, why: 'a pattern of 1 to 64 characters' },
  {
    field: 'plans.*.currency',
    routes: /set-plans/,
    max: Infinity,
    column: null,
    why: 'a pattern of 3 letters',
  },
  {
    field: 'profile_image',
    max: Infinity,
    column: null,
    why: 'an image file (data URI), stored by the upload plugin',
  },
  ...[
    'start_date',
    'end_date',
    'from',
    'from_date',
    'to',
    'to_date',
    'expires_at',
    'departure_date',
    'arrival_date',
  ].map((field) => ({
    field,
    max: Infinity,
    column: null,
    why: DATE,
  })),
  { field: 'format', max: Infinity, column: null, why: 'one of the report formats (pdf, excel)' },
];

export const longFieldOf = (route: string, field: string) =>
  LONG_FIELDS.find((entry) => entry.field === field && (entry.routes?.test(route) ?? true));
