import { type RouteDeclaration, listMeta, pageParams, ref } from '../../../contract/public';

const TAG = 'Billing';

const list = (path: string, deprecated: boolean): RouteDeclaration => ({
  method: 'GET',
  path,
  handler: 'orders.index',
  access: 'verified',
  throttle: 'api',
  deprecated,
  doc: {
    tag: TAG,
    summary: deprecated ? 'Alias of /orders' : "The caller's orders, newest first",
    parameters: pageParams,
    ok: { description: 'One page.', data: { type: 'array', items: ref('Order') }, meta: listMeta },
    errors: ['401', '403', '422'],
  },
});

export const orderRoutes: RouteDeclaration[] = [
  list('/orders', false),
  list('/me/orders', true),
  list('/dashboard/orders', true),
  {
    method: 'GET',
    path: '/orders/lookup/:orderRef',
    handler: 'orders.lookup',
    access: 'verified',
    throttle: 'api',
    doc: {
      tag: TAG,
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
];
