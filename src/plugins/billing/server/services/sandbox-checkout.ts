import { timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import { NotFoundError, UpstreamError } from '../../../contract/public';
import { type SandboxOrder, sandboxTransaction } from '../adapters/sandbox/signing';
import { deliverToWebhook } from '../adapters/sandbox/webhook-delivery';
import { ORDER } from '../content-types/uids';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The order behind a sandbox page; the page exists only with PAYMENT_PROVIDER=sandbox. */
export const sandboxOrder = async (strapi: Core.Strapi, merchantOrderId: string, key: unknown) => {
  if (strapi.config.get('plugin::billing.provider') !== 'sandbox') throw new NotFoundError('Not found');
  const order = await strapi.db
    .query(ORDER)
    .findOne({ where: { merchant_order_id: merchantOrderId, provider: 'sandbox' } });
  // Without the order's secret the page does not exist (no probing of guessable references).
  if (!order?.client_secret || typeof key !== 'string' || !sameSecret(key, order.client_secret))
    throw new NotFoundError('Order not found');
  return order;
};

/**
 * Pay or Decline: the signed transaction goes over HTTP to our own webhook, as Paymob's would;
 * the answer is the browser-return query (with its `hmac`) to send the customer to.
 */
export const decideSandboxOrder = async (
  strapi: Core.Strapi,
  order: SandboxOrder,
  pay: boolean,
  localPort: number | undefined,
): Promise<URLSearchParams> => {
  const { obj, hmac, query } = sandboxTransaction(
    strapi.config.get('plugin::billing.hmacSecret') as string,
    order,
    pay,
  );
  try {
    await deliverToWebhook(`http://127.0.0.1:${localPort}/api/payments/webhook`, obj, hmac);
  } catch (error) {
    // As with Paymob: a delivery that fails is left to the browser return, which settles the same way.
    if (!(error instanceof UpstreamError)) throw error;
    strapi.log.warn(`sandbox: webhook delivery for ${order.merchant_order_id} failed (${error.message})`);
  }
  return new URLSearchParams({ ...query, hmac });
};
