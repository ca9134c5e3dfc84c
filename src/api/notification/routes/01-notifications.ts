import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  RECORD_ID_SCHEMA,
  ref,
  type RouteDeclaration,
} from '../../../plugins/contract/public';

const page = (description: string, extra: object = {}) => ({
  description,
  data: { type: 'array', items: ref('Notification') },
  meta: { ...listMeta, ...extra },
});
const handler = (action: string) => `api::notification.notifications.${action}`;
type Declared = Omit<RouteDeclaration, 'access' | 'throttle' | 'doc'> & {
  doc: Extract<RouteDeclaration, { doc: unknown }>['doc'];
};
/** The caller's own notifications: a verified caller (legacy `TV`), the default throttle. */
const mine = (route: Declared): RouteDeclaration => ({ ...route, access: 'verified', throttle: 'api' });

export default defineRoutes([
  mine({
    method: 'GET',
    path: '/notifications',
    handler: handler('index'),
    doc: {
      tag: 'Notifications',
      summary: "The caller's notifications, newest first",
      description:
        'Paginated (CONTRACT §1.4; the legacy cursor paginator is not kept). `meta.unread_count` counts every unread notification of the caller.',
      parameters: pageParams,
      ok: page('One page of notifications.', {
        unread_count: { type: 'integer', description: 'Unread notifications of the caller, all pages' },
      }),
      errors: ['401', '403', '422'],
    },
  }),
  mine({
    method: 'PATCH',
    path: '/notifications/read-all',
    handler: handler('readAll'),
    doc: {
      tag: 'Notifications',
      summary: "Mark every one of the caller's notifications read",
      description: "Touches only the caller's rows; `meta.marked` says how many were unread.",
      ok: { description: 'data null', data: { type: 'null' }, meta: { marked: { type: 'integer' } } },
      errors: ['401', '403'],
    },
  }),
  mine({
    method: 'PATCH',
    path: '/notifications/:notification/read',
    handler: handler('read'),
    doc: {
      tag: 'Notifications',
      summary: "Mark one of the caller's notifications read",
      description:
        "Someone else's notification, or a missing one: 404 (the legacy 403 told that it exists). Reading it again keeps the first `read_at`.",
      params: { notification: 'Notification id' },
      ok: { description: 'The notification', data: ref('Notification') },
      errors: ['401', '403', '404'],
    },
  }),
  {
    method: 'GET',
    path: '/admin/notifications',
    handler: handler('adminIndex'),
    access: { roles: ['admin'] },
    throttle: 'api',
    doc: {
      tag: 'Admin: notifications',
      summary: "Every user's notifications",
      parameters: [
        ...pageParams,
        queryParam('type', 'Only this type, e.g. `payment_succeeded`'),
        queryParam('user_id', 'Only this recipient', RECORD_ID_SCHEMA),
      ],
      ok: page('One page, newest first.'),
      errors: ['401', '403', '422'],
    },
  },
]);
