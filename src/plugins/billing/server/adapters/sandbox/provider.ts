import { randomBytes } from 'crypto';
import { verifyReturn, verifyWebhook } from '../paymob/inbound';
import type { CheckoutSession, OrderForCheckout, PaymentProvider } from '../payment-provider';

/** The page of one order, keyed by its client secret. */
export const sandboxPath = (merchantOrderId: string, clientSecret: string) =>
  `/api/payments/sandbox/${encodeURIComponent(merchantOrderId)}?${new URLSearchParams({ key: clientSecret })}`;

/**
 * The embedded default: no network. The checkout page is the service's own
 * (GET /api/payments/sandbox/{merchant_order_id}); the provider order id is our order id.
 * Its Pay and Decline speak Paymob's wire format (`signing.ts`), so they travel the same
 * webhook and browser-return path, with the same verification, as a real payment.
 */
export const sandboxProvider = ({
  appUrl,
  hmacSecret,
}: {
  appUrl: string;
  hmacSecret: string;
}): PaymentProvider => ({
  name: 'sandbox',
  async createCheckout(order: OrderForCheckout): Promise<CheckoutSession> {
    const clientSecret = `sandbox_cs_${randomBytes(16).toString('hex')}`;
    return {
      providerOrderId: String(order.id),
      clientSecret,
      // The page opens with the order's secret only: order references are guessable, secrets are not.
      checkoutUrl: `${appUrl.replace(/\/$/, '')}${sandboxPath(order.merchant_order_id, clientSecret)}`,
    };
  },
  verifyWebhook: (request) => verifyWebhook(hmacSecret, request),
  verifyReturn: (query) => verifyReturn(hmacSecret, query),
});
