import { bootStrapi, BootOptions, TestApp } from './strapi';
import { createUser, tokenFor } from './users';
import { hmacOf, Tx } from './paymob';

/** The billing tests pay and deliver in bursts: checkout and webhook limits out of their way. */
const BILLING_ENV = { THROTTLE_CHECKOUT: '1000/60', THROTTLE_WEBHOOKS: '100000/60' };

/** Boots the instance of a billing test file (its own env over BILLING_ENV): the app and its Strapi. */
export const bootBilling = async (options: BootOptions = {}) => {
  const app = await bootStrapi({ ...options, env: { ...BILLING_ENV, ...options.env } });
  return { app, strapi: app.strapi };
};

export type Order = {
  id: number;
  merchant_order_id: string;
  provider_order_id: string;
  total_cents: number;
  currency: string;
  state: string;
  createdAt: string;
  failure_reason?: string | null;
};

/**
 * The shortcuts the billing tests share, on the app a test file boots in its beforeAll (read when
 * a shortcut is called): a verified caller with a token, requests as a caller, an order's row, and
 * a signed webhook delivery.
 */
export const billingShortcuts = (appOf: () => TestApp) => {
  const newUser = async (email: string, role = 'user') => {
    const user = await createUser(appOf().strapi, { email, role });
    return { user, token: await tokenFor(appOf().strapi, user, [role]) };
  };
  const as = (token: string) => ({
    get: (path: string) => appOf().http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) =>
      appOf().http().post(path).set('Authorization', `Bearer ${token}`).send(body),
  });
  const orderOf = async (id: number): Promise<Order> =>
    appOf().strapi.db.query('plugin::billing.order').findOne({ where: { id } });
  const deliver = (obj: Tx, hmac = hmacOf(obj), path = '/api/payments/webhook') =>
    appOf().http().post(`${path}?hmac=${hmac}`).send({ type: 'TRANSACTION', obj });
  return { newUser, as, orderOf, deliver };
};
