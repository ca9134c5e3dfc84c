import type { Core } from '@strapi/strapi';
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
  const delivered = await fetch(`http://127.0.0.1:${localPort}/api/payments/webhook?hmac=${hmac}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
  }).catch(() => null);
  if (!delivered?.ok)
    strapi.log.warn(
      `sandbox: webhook delivery for ${order.merchant_order_id} failed (${delivered?.status ?? 'no answer'})`,
    );
  return new URLSearchParams({ ...query, hmac });
};
