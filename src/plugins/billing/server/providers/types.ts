/** What a payment provider does for us: open a hosted checkout for an order. */
export type CheckoutSession = {
  /** The provider's own order id: the webhook's signed `obj.order.id` must equal it (CONTRACT §10). */
  providerOrderId: string;
  clientSecret: string;
  checkoutUrl: string;
};

export type OrderForCheckout = {
  id: number;
  merchant_order_id: string;
  total_cents: number;
  currency: string;
  items: Array<{ name: string; price_cents: number }>;
  billing: Record<string, string | undefined>;
};

export interface PaymentProvider {
  readonly name: string;
  createCheckout(order: OrderForCheckout): Promise<CheckoutSession>;
}
