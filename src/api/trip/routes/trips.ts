import { defineRoutes, listMeta, pageParams, queryParam, ref } from '../../../plugins/contract/public';
import { attachSchema, createTripSchema, updateItemSchema, updateTripSchema } from '../validators';
import { ifMatchHeader } from './docs/schemas';

const trip = { trip: 'Trip id' };
const detail = (description: string) => ({ description, data: ref('TripDetail') });
const page = (description: string) => ({
  description,
  data: { type: 'array', items: ref('TripSummary') },
  meta: listMeta,
});
const changeErrors = ['401', '403', '404', '412', '422'];
/** What every write of a trip's plan says of members and versions (CONTRACT §14). */
const TOGETHER =
  ' Members (CONTRACT §14): the owner, an `editor` and admins change the plan; a `viewer` gets 403 `forbidden`. `If-Match: "trip-{id}-v{version}"` (the ETag of a trip answer), or `version` in the body, makes the write conditional: when the trip has moved on, 412 `version_conflict` with the trip as it is now in `error.current`, and nothing is written. The answer\'s `ETag` is the new version.';

/** Every trip route: a verified caller (legacy `TV`), the default throttle. */
const group = { tag: 'Trips', access: 'verified', throttle: 'api', controller: 'api::trip.trips' } as const;

/** PUT (and PATCH) of a trip: the same change, documented under each method. */
const update = (method: 'PUT' | 'PATCH') => ({
  path: '/trips/:trip',
  action: 'update',
  doc: {
    summary: `Change a trip (${method})`,
    description:
      "The owner, an `editor` member or an editor of trips (`manage trips`): a viewer gets 403, others 403 on a public trip and 404 on a private one. Making the trip public or private and changing its status are the owner's: an editor sending another `is_public` or `status` gets 403 (the current values pass). `If-Match` (or `version` in the body) as on every trip write: 412 `version_conflict` with `error.current`. Only the fields sent change. A booked or completed trip refuses dates, days, travellers and budget with 403 `trip_locked`. `status` may be set to any status but `booked`, which only a paid trip package sets (422 on `status`, CONTRACT §10); sending the current status changes nothing, so a client may send the whole trip back. A trip holds at most 60 days (CONTRACT §10): `no_of_days` over 60, or dates sent that put the end more than 60 days after the start, is 422 on that field. A booked or completed trip keeps its status for its owner (403 `trip_locked`: leaving it would unlock the itinerary); an editor of trips may move it (decision).",
    params: trip,
    parameters: [ifMatchHeader],
    body: updateTripSchema,
    ok: detail('`Trip details updated successfully`'),
    errors: changeErrors,
  },
});

export default defineRoutes(group, [
  // Before /trips/:trip, as in the legacy route table.
  {
    method: 'GET',
    path: '/trips/create',
    action: 'createForm',
    doc: {
      summary: 'What the trip form offers',
      ok: {
        description: 'Every live destination, the travel styles and budget levels.',
        data: {
          type: 'object',
          properties: {
            destinations: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  name: { type: 'string' },
                  city_name: { type: ['string', 'null'] },
                  image: { type: ['string', 'null'] },
                },
              },
            },
            travel_styles: { type: 'array', items: { type: 'string' } },
            budget_levels: { type: 'array', items: { type: 'string' } },
          },
        },
      },
      errors: ['401', '403'],
    },
  },
  {
    method: 'GET',
    path: '/trips',
    aliases: ['/v1/trips'],
    action: 'index',
    doc: {
      summary: "The caller's trips, the trips shared with them, or everyone's public trips",
      description:
        "`?scope=own` (the default): the caller's own trips; `shared`: the trips the caller is a member of; `all`: both (CONTRACT §14); `public` (or `?is_public=1`, `?public=1`): public trips of every user. Every list but `own` names each trip's owner `{id, name}`; every trip carries the caller's `role` and `members_count`. Another scope is 422. Newest first; paginated (CONTRACT §3).",
      parameters: [
        ...pageParams,
        queryParam('scope', 'Whose trips', { enum: ['own', 'shared', 'all', 'public'] }),
        queryParam('is_public', 'Any value: public trips'),
      ],
      ok: page('One page of trips with their destinations.'),
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/trips',
    aliases: ['/v1/trips'],
    action: 'create',
    doc: {
      summary: 'Create a trip (every legacy body form)',
      description:
        'The itinerary comes as `days[]` or `plan.days[]` (`{day_number, items[]}`) or a flat `items[]`; an item may say `title` or `name`, `notes`, `description` or `desc`, `time_slot` or `time`, `estimated_cost` or `price`, and name a catalog record with `type` + `itemable_id` (or `id`), which is then attached. `destination_id` (or `city`/`destination`, matched by name) is visited on day 1. `interests` is a list or a comma-separated string; `budget` keeps the digits of a string. Defaults: `travel_style` cultural, `no_of_days` 3, `start_date` today, `end_date` start + no_of_days, `status` pending. `status` may be any but `booked`, which only a paid trip package sets: 422 on `status` (CONTRACT §10). A trip holds at most 60 days and 50 itinerary items a day (CONTRACT §10): beyond that the request is 422 naming the field — `no_of_days`, `end_date` (more than 60 days after the start), `days` (more than 60), `days.N.day_number` or `days.N.items.M.day_number` (over 60), `days.N.items` (the list holding a day’s 51st item; `plan.days.N.items` or `items` in the other forms) — and nothing is stored.',
      body: createTripSchema,
      ok: { status: '201', ...detail('`Trip created successfully`') },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/trips/:trip',
    aliases: ['/v1/trips/:trip'],
    action: 'show',
    doc: {
      summary: 'A trip with its itinerary',
      description:
        'Public trips, the caller\'s own and those they are a member of (any for an admin); anything else is 404 `Trip not found`. `role` and `members_count` say who the caller is to it; the `ETag` (`"trip-{id}-v{version}"`) is what `If-Match` sends back on a write.',
      params: trip,
      ok: detail('`Trip retrieved successfully`'),
      errors: ['401', '403', '404'],
    },
  },
  { method: 'PUT', ...update('PUT'), aliases: ['/v1/trips/:trip'] },
  { method: 'PATCH', ...update('PATCH') },
  {
    method: 'DELETE',
    path: '/trips/:trip',
    aliases: ['/v1/trips/:trip'],
    action: 'destroy',
    doc: {
      summary: 'Delete a trip (soft)',
      description:
        'The owner or an editor of trips (members get 403: CONTRACT §14); the trip leaves every list and read, and an admin can restore it. `If-Match` deletes only the version the caller read (412 `version_conflict` otherwise).',
      params: trip,
      parameters: [ifMatchHeader],
      ok: { description: '`Trip deleted successfully`' },
      errors: ['401', '403', '404', '412'],
    },
  },
  {
    method: 'GET',
    path: '/dashboard/trips',
    action: 'dashboard',
    doc: {
      summary: "The caller's trips (dashboard)",
      parameters: pageParams,
      ok: page("One page of the caller's trips."),
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/trips/:trip/calendar.ics',
    handler: 'api::trip.calendar.show',
    doc: {
      summary: 'The itinerary as an iCalendar file',
      description:
        "RFC 5545 (`text/calendar`, CRLF, lines folded at 75 octets): one `VEVENT` per itinerary item in itinerary order, on the trip day `start_date + day_number − 1`. An item whose `time_slot` holds clock times (`09:30`, `9:30 AM`, `7pm`, `14h00`, `noon`, or a range such as `09:00-11:30`) is a timed event in floating local time (the traveller's wall clock), ending at the range's end, else after the attraction's `duration_minutes`, else after an hour; a flight without a clock time keeps its own UTC departure and arrival; every other item is an all-day event. `SUMMARY` is the title (or the place's name), `LOCATION` the label (or the place's name and address), `GEO` the item's (or the place's) coordinates, `DESCRIPTION` the notes and estimated cost. `UID`s are `trip-{trip}-item-{item}@{host}`, stable across exports, so a re-import updates events instead of duplicating them. Same visibility as GET /trips/{trip}. A trip without `start_date`: 422 `no_start_date`.",
      params: trip,
      ok: {
        description: 'The calendar file (`Content-Disposition: attachment; filename="trip-{id}.ics"`).',
        content: { 'text/calendar': { schema: { type: 'string' } } },
      },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'POST',
    path: '/trips/:trip/fork',
    action: 'fork',
    doc: {
      summary: 'Fork a trip one may read (free)',
      description:
        "A private copy for the caller: title + ` (Forked)`, status pending, `is_fork`, `parent_trip_id`, `original_trip_id` (the root), `source_version_id` (the source's `updated_at`); destinations, attached places (flights too) and itinerary items are copied (CONTRACT §3). Someone else's private trip: 403 `forbidden`. The source's owner is told (a `trip.forked` event).",
      params: trip,
      ok: { status: '201', ...detail('`Trip forked successfully`') },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'POST',
    path: '/trips/:trip/attach/:type',
    handler: 'api::trip.itinerary.attach',
    doc: {
      summary: 'Attach a catalog place to a day',
      description:
        'Checks in the legacy order: 404 (trip not visible) → 403 (not the owner) → 403 `trip_locked` → 404 for a type outside the list (CONTRACT §10; the legacy service said 400 `invalid_type`) → 422 `Item ID is required` → 404 `{Type} not found` → 409 `already_attached`. Also adds an itinerary row (10:00 AM, `Attached to Day N`, the price as its cost). A day holds at most 50 items and a trip 60 days (CONTRACT §10): a day past the 60th or already holding 50 items is 422 on `day_number` (or `day`, when that was sent) and nothing is stored; attaches racing into a day are counted one after another.' +
        TOGETHER,
      parameters: [ifMatchHeader],
      params: {
        ...trip,
        type: {
          description:
            'hotel, flight (or airport), restaurant, attraction, destination; any case, singular or plural; anything else 404',
          schema: { type: 'string' },
        },
      },
      body: attachSchema,
      ok: { description: '`{Type} attached to trip Day N successfully`' },
      errors: ['401', '403', '404', '409', '412', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/trips/:trip/detach/:id',
    handler: 'api::trip.itinerary.detach',
    doc: {
      summary: 'Detach an itinerary item, or a catalog place',
      description:
        "`id` is first one of this trip's itinerary items (what the legacy frontend sends): the item is removed, and so is the place it names (its attachment, or the destination visit) when no other item of this trip names it — so the place can be attached again. When no item of this trip has that id, it is a catalog id, as the legacy route took: the first attached place with it (hotels → flights → restaurants → attractions → destinations) is detached together with every itinerary row of this trip naming it, in one transaction (the legacy service left those rows behind; decision, issue 34). An item of another trip is never reached through this trip: 404 `Item not found attached to this trip` (CONTRACT §4). Two members detaching one item at once: one 200, one 404." +
        TOGETHER,
      parameters: [ifMatchHeader],
      params: {
        ...trip,
        id: "One of this trip's itinerary item ids, else the catalog id of an attached place",
      },
      ok: { description: '`Item detached from trip successfully`' },
      errors: ['401', '403', '404', '412'],
    },
  },
  {
    method: 'PUT',
    path: '/trips/:trip/items/:id',
    handler: 'api::trip.itinerary.updateItem',
    doc: {
      summary: 'Change an itinerary item',
      description:
        "`id` is the item's id or the catalog id it names; for a visited destination, `day_number` moves the visit. Neither: 404 `Itinerary item not found` (decision: the legacy service answered 200 regardless). Moving an item to a day past the 60th or to a day already holding 50 items is 422 on `day_number` (CONTRACT §10)." +
        TOGETHER,
      parameters: [ifMatchHeader],
      params: { ...trip, id: 'Itinerary item id, or catalog id' },
      body: updateItemSchema,
      ok: { description: '`Itinerary item updated successfully`' },
      errors: changeErrors,
    },
  },
]);
