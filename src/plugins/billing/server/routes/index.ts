import { defineRoutes, RouteDeclaration } from '../../../contract/public';

const webhookPaths = ['/payments/webhook', '/paymob/webhook', '/v1/payments/webhook', '/v1/paymob/webhook'];
const callbackPaths = [
  '/payments/callback',
  '/paymob/callback',
  '/v1/payments/callback',
  '/v1/paymob/callback',
];

const routes: RouteDeclaration[] = [
  { method: 'GET', path: '/plans', handler: 'plans.index', access: 'public', throttle: 'api' },
  { method: 'GET', path: '/plans/:id', handler: 'plans.show', access: 'public', throttle: 'api' },
  {
    method: 'POST',
    path: '/admin/set-plans',
    handler: 'plans.set',
    access: { permission: 'manage plans' },
    throttle: 'api',
  },

  {
    method: 'GET',
    path: '/me/subscription',
    handler: 'subscriptions.show',
    access: { permission: 'view my subscription' },
    throttle: 'api',
  },
  {
    method: 'POST',
    path: '/me/subscribe',
    handler: 'subscriptions.subscribe',
    access: { permission: 'subscribe to plans' },
    throttle: 'checkout',
  },
  {
    method: 'POST',
    path: '/me/upgrade',
    handler: 'subscriptions.upgrade',
    access: { permission: 'upgrade plans' },
    throttle: 'checkout',
  },
  {
    method: 'POST',
    path: '/me/subscription/cancel',
    handler: 'subscriptions.cancel',
    access: { permission: 'cancel subscription' },
    throttle: 'api',
  },
  {
    method: 'GET',
    path: '/me/ai-quota',
    handler: 'subscriptions.quota',
    access: 'verified',
    throttle: 'api',
  },
  {
    method: 'GET',
    path: '/ai/quota',
    handler: 'subscriptions.quota',
    access: 'verified',
    throttle: 'api',
    deprecated: true,
  },

  {
    method: 'POST',
    path: '/payments/initiate',
    handler: 'payments.initiate',
    access: 'verified',
    throttle: 'checkout',
  },
  {
    method: 'POST',
    path: '/checkout/initiate',
    handler: 'payments.initiate',
    access: 'verified',
    throttle: 'checkout',
    deprecated: true,
  },
  ...webhookPaths.map(
    (path): RouteDeclaration => ({
      method: 'POST',
      path,
      handler: 'payments.webhook',
      access: 'public',
      throttle: 'webhooks',
    }),
  ),
  ...callbackPaths.map(
    (path): RouteDeclaration => ({
      method: 'GET',
      path,
      handler: 'payments.callback',
      access: 'public',
      throttle: 'webhooks',
    }),
  ),
  {
    method: 'GET',
    path: '/payments/sandbox/:merchantOrderId',
    handler: 'payments.sandbox',
    access: 'public',
    throttle: 'api',
  },
  // The sandbox page's Pay and Decline are a plain HTML form post.
  {
    method: 'POST',
    path: '/payments/sandbox/:merchantOrderId',
    handler: 'payments.sandboxAct',
    access: 'public',
    throttle: 'api',
    body: 'form',
  },

  { method: 'GET', path: '/orders', handler: 'orders.index', access: 'verified', throttle: 'api' },
  {
    method: 'GET',
    path: '/me/orders',
    handler: 'orders.index',
    access: 'verified',
    throttle: 'api',
    deprecated: true,
  },
  {
    method: 'GET',
    path: '/dashboard/orders',
    handler: 'orders.index',
    access: 'verified',
    throttle: 'api',
    deprecated: true,
  },
  {
    method: 'GET',
    path: '/orders/lookup/:orderRef',
    handler: 'orders.lookup',
    access: 'verified',
    throttle: 'api',
  },
];

export default { 'content-api': { ...defineRoutes(routes), prefix: '' } };
