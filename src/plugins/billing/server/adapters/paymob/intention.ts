import { callUpstream, UpstreamError } from '../../../../contract/public';
import type { CheckoutSession, OrderForCheckout } from '../payment-provider';

export type IntentionSettings = {
  secretKey: string;
  publicKey: string;
  integrationIds: number[];
  baseUrl: string;
  notifyUrl: string;
  returnUrl: string;
  timeoutMs: number;
};

/**
 * Paymob's Intention API (Unified Checkout): POST {base}/v1/intention/ with the secret key;
 * the hosted page is {base}/unifiedcheckout/?publicKey=…&clientSecret=…. Any failure, an answer
 * without the two fields a checkout needs included, is one `UpstreamError` of Paymob.
 */
export const openIntention = async (
  settings: IntentionSettings,
  order: OrderForCheckout,
): Promise<CheckoutSession> => {
  const base = settings.baseUrl.replace(/\/$/, '');
  const billing = order.billing;
  const body = (await callUpstream('Paymob', `${base}/v1/intention/`, {
    method: 'POST',
    headers: {
      Authorization: `Token ${settings.secretKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({
      amount: order.total_cents,
      currency: order.currency,
      payment_methods: settings.integrationIds,
      items: order.items.map((item) => ({ name: item.name, amount: item.price_cents, quantity: 1 })),
      billing_data: {
        first_name: billing.first_name ?? 'NA',
        last_name: billing.last_name ?? 'NA',
        email: billing.email ?? 'NA',
        phone_number: billing.phone_number ?? 'NA',
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        city: 'NA',
        country: 'NA',
        state: 'NA',
        postal_code: 'NA',
        shipping_method: 'PKG',
      },
      special_reference: order.merchant_order_id,
      extras: { merchant_intention_id: order.merchant_order_id },
      notification_url: settings.notifyUrl,
      redirection_url: settings.returnUrl,
    }),
    timeoutMs: settings.timeoutMs,
  })) as { client_secret?: unknown; intention_order_id?: unknown } | null;
  if (
    typeof body?.client_secret !== 'string' ||
    body.intention_order_id === undefined ||
    body.intention_order_id === null
  )
    throw new UpstreamError('Paymob', 'answered without client_secret and intention_order_id');
  return {
    providerOrderId: String(body.intention_order_id),
    clientSecret: body.client_secret,
    checkoutUrl: `${base}/unifiedcheckout/?publicKey=${encodeURIComponent(settings.publicKey)}&clientSecret=${encodeURIComponent(body.client_secret)}`,
  };
};
