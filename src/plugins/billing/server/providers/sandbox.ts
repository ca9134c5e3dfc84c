import { randomBytes } from 'crypto';
import { sandboxPath } from '../lib/sandbox-page';
import type { CheckoutSession, OrderForCheckout, PaymentProvider } from './types';

/**
 * The embedded default: no network. The checkout page is the service's own
 * (GET /api/payments/sandbox/{merchant_order_id}); the provider order id is our order id.
 */
export const sandboxProvider = (appUrl: string): PaymentProvider => ({
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
});
