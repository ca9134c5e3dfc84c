import { listMeta, pageParams, ref, routeGroup } from '../../../contract/public';

/** The caller's orders and payments: a verified caller, the default throttle. */
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
    path: '/me/payments',
    action: 'payments',
    doc: {
      summary: "The caller's payments, newest first",
      description:
        "What the legacy dashboard lists (CONTRACT §10): each transaction a payment provider settled for one of the caller's orders, paid or declined, with what it paid for (`purpose`). A checkout the provider has not answered yet is an order awaiting payment (`GET /orders`), not a payment. Only the caller's own payments; a session only (a personal access token is refused, as for orders). Newest first (ties: the later id first).",
      parameters: pageParams,
      ok: { description: 'One page.', data: { type: 'array', items: ref('Payment') }, meta: listMeta },
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
