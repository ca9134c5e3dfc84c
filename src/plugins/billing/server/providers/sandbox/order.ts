import { timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import { NotFoundError } from '../../../../contract/public';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The order behind a sandbox page; the page exists only with PAYMENT_PROVIDER=sandbox. */
export const sandboxOrder = async (strapi: Core.Strapi, merchantOrderId: string, key: unknown) => {
  if (strapi.config.get('plugin::billing.provider') !== 'sandbox') throw new NotFoundError('Not found');
  const order = await strapi.db
    .query('plugin::billing.order')
    .findOne({ where: { merchant_order_id: merchantOrderId, provider: 'sandbox' } });
  // Without the order's secret the page does not exist (no probing of guessable references).
  if (!order?.client_secret || typeof key !== 'string' || !sameSecret(key, order.client_secret))
    throw new NotFoundError('Order not found');
  return order;
};
