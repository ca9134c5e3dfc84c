import { listMeta, pageParams, ref, routeGroup } from '../../../contract/public';

/** The caller's orders: a verified caller, the default throttle. */
const group = { tag: 'Billing', access: 'verified', throttle: 'api', controller: 'orders' } as const;

export const orderRoutes = routeGroup(group, [
  {
    method: 'GET',
    path: '/orders',
    action: 'index',
    aliases: [
      { path: '/me/orders', deprecated: true },
      { path: '/dashboard/orders', deprecated: true },
    ],
    doc: {
      summary: "The caller's orders, newest first",
      description: '`GET /orders`; the legacy `/me/orders` and `/dashboard/orders` answer the same.',
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Order') }, meta: listMeta },
      errors: ['401', '403', '422'],
    },
  },
  {
    method: 'GET',
    path: '/orders/lookup/:orderRef',
    action: 'lookup',
    doc: {
      summary: "One of the caller's orders by id, merchant order id or transaction id",
      description: "A missing order or someone else's is 404 `not_found`.",
      params: {
        orderRef: {
          description: 'Id, merchant order id or transaction id',
          schema: { type: 'string' },
        },
      },
      ok: { description: 'The order.', data: { type: 'object' } },
      errors: ['401', '403', '404'],
    },
  },
]);
