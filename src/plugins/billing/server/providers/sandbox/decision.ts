import type { Core } from '@strapi/strapi';
import { callUpstream, UpstreamError } from '../../../../contract/public';
import type { SandboxOrder } from './page';
import { sandboxTransaction } from './signing';

/**
 * Pay or Decline: the signed transaction goes over HTTP to our own webhook, as Paymob's would;
 * the answer is the browser-return query (with its `hmac`) to send the customer to.
 */
export const decide = async (
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
  // As Paymob would: a delivery that fails is left to the browser return, which settles the same way.
  await callUpstream('the webhook', `http://127.0.0.1:${localPort}/api/payments/webhook?hmac=${hmac}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
    timeoutMs: 15000,
  }).catch((error: unknown) => {
    if (!(error instanceof UpstreamError)) throw error;
    strapi.log.warn(`sandbox: webhook delivery for ${order.merchant_order_id} failed (${error.message})`);
  });
  return new URLSearchParams({ ...query, hmac });
};
