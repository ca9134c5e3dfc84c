import {
  defineRoutes,
  listMeta,
  pageParams,
  queryParam,
  RECORD_ID_SCHEMA,
  ref,
  routeGroup,
  type RouteGroup,
} from '../../../plugins/contract/public';

const page = (description: string, extra: object = {}) => ({
  description,
  data: { type: 'array', items: ref('Notification') },
  meta: { ...listMeta, properties: { ...listMeta.properties, ...extra } },
});

const MARKED = { type: 'object', required: ['marked'], properties: { marked: { type: 'integer' } } };

const controller = 'api::notification.notifications';
/** The caller's own notifications: a verified caller (legacy `TV`), the default throttle. */
const mine = { tag: 'Notifications', access: 'verified', throttle: 'api', controller } as const;
/** Every user's notifications: the role admin. */
const everyone: RouteGroup = {
  tag: 'Admin: notifications',
  access: { roles: ['admin'] },
  throttle: 'api',
  controller,
};

export default defineRoutes([
  ...routeGroup(mine, [
    {
      method: 'GET',
      path: '/notifications',
      action: 'index',
      doc: {
        summary: "The caller's notifications, newest first",
        description:
          'Paginated (CONTRACT §1.4; the legacy cursor paginator is not kept). `meta.unread_count` counts every unread notification of the caller.',
        parameters: pageParams,
        ok: page('One page of notifications.', {
          unread_count: { type: 'integer', description: 'Unread notifications of the caller, all pages' },
        }),
        errors: ['401', '403', '422'],
      },
    },
    {
      method: 'PATCH',
      path: '/notifications/read-all',
      action: 'readAll',
      doc: {
        summary: "Mark every one of the caller's notifications read",
        description: "Touches only the caller's rows; `meta.marked` says how many were unread.",
        ok: { description: 'data null', data: { type: 'null' }, meta: MARKED },
        errors: ['401', '403'],
      },
    },
    {
      method: 'PATCH',
      path: '/notifications/:notification/read',
      action: 'read',
      doc: {
        summary: "Mark one of the caller's notifications read",
        description:
          "Someone else's notification, or a missing one: 404 (the legacy 403 told that it exists). Reading it again keeps the first `read_at`.",
        params: { notification: 'Notification id' },
        ok: { description: 'The notification', data: ref('Notification') },
        errors: ['401', '403', '404'],
      },
    },
  ]),
  ...routeGroup(everyone, [
    {
      method: 'GET',
      path: '/admin/notifications',
      action: 'adminIndex',
      doc: {
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
  ]),
]);
