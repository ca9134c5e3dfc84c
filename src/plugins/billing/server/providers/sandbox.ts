import { randomBytes } from 'crypto';
import type { CheckoutSession, OrderForCheckout, PaymentProvider } from './types';

/**
 * The embedded default: no network. The checkout page is the service's own
 * (GET /api/payments/sandbox/{merchant_order_id}); the provider order id is our order id.
 */
export const sandboxProvider = (appUrl: string): PaymentProvider => ({
  name: 'sandbox',
  async createCheckout(order: OrderForCheckout): Promise<CheckoutSession> {
    return {
      providerOrderId: String(order.id),
      clientSecret: `sandbox_cs_${randomBytes(16).toString('hex')}`,
      checkoutUrl: `${appUrl.replace(/\/$/, '')}/api/payments/sandbox/${encodeURIComponent(order.merchant_order_id)}`,
    };
  },
});
