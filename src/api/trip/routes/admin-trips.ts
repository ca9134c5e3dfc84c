import { TRASHED_AT_WORDS, TRASHED_PARAM, withTrashedAtSchema } from '../../../plugins/soft-delete/public';
import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  RECORD_ID_SCHEMA,
  ref,
} from '../../../plugins/contract/public';
import { TRIP_STATUSES, adminCreateTripSchema, adminUpdateTripSchema } from '../validators';

const params = { id: 'Trip id' };
const record = withTrashedAtSchema('TripDetail');

/** Every user's trips, for editors of trips (permission `manage trips`). */
const group = {
  tag: 'Admin: trips',
  access: { permission: 'manage trips' },
  throttle: 'api',
  controller: 'api::trip.admin-trips',
} as const;

export default defineRoutes(group, [
  {
    method: 'GET',
    path: '/admin/trips',
    action: 'index',
    doc: {
      summary: "Every user's trips, trashed ones on request",
      parameters: [
        ...pageParams,
        TRASHED_PARAM,
        queryParam('user_id', 'Owner', RECORD_ID_SCHEMA),
        queryParam('status', 'Status', { enum: [...TRIP_STATUSES] }),
        queryParam('search', 'Title contains (alias `q`)'),
      ],
      ok: {
        description: `One page, newest first, each trip with its owner and ${TRASHED_AT_WORDS}.`,
        data: { type: 'array', items: ref('TripSummary') },
        meta: listMeta,
      },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'POST',
    path: '/admin/trips',
    action: 'create',
    doc: {
      summary: 'Create a trip for a user',
      description:
        'The body forms of `POST /trips`, plus `user_id` (the owner: a live account, else 422 on `user_id`). As for every request, `status` may be anything but `booked` (422 on `status`): a booked trip has a paid order and a confirmation code, which only a paid trip package gives it (decision).',
      body: adminCreateTripSchema,
      ok: { status: '201', description: '`Trip created successfully`', data: record },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'PUT',
    path: '/admin/trips/:id',
    action: 'update',
    doc: {
      summary: 'Change a trip (partial), its status included',
      description:
        'A booked or completed trip keeps its dates, days, travellers and budget (403 `trip_locked`). The status may move anywhere — out of `booked` or `completed` too (to cancel or close a booking) — but never into `booked`, which only a paid trip package sets (422 on `status`; decision: the rule binds editors as well, since a booked trip without its paid order and confirmation code would be a false booking). Repeating the current status changes nothing.',
      params,
      body: adminUpdateTripSchema,
      ok: { description: '`Trip updated successfully`', data: record },
      errors: ['401', '403', '404', '422'],
    },
  },
  {
    method: 'DELETE',
    path: '/admin/trips/:id',
    action: 'destroy',
    doc: {
      summary: 'Move a trip to the trash',
      params,
      ok: { description: '`Trip moved to the trash.`' },
      errors: ['401', '403', '404'],
    },
  },
  {
    method: 'PATCH',
    path: '/admin/trips/:id/restore',
    action: 'restore',
    doc: {
      summary: 'Restore a trip from the trash',
      description: '404 when the trip is not in the trash.',
      params,
      ok: { description: '`Trip restored successfully.`', data: record },
      errors: ['401', '403', '404'],
    },
  },
]);
