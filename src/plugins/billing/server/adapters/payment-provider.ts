/**
 * A payment provider is a whole strategy: it opens a hosted checkout, and it verifies and
 * normalises what comes back (webhook and browser return), so nothing outside its folder knows
 * its wire format.
 */
export type CheckoutSession = {
  /** The provider's own order id: a verified transaction must name it (CONTRACT §10). */
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

/** A verified transaction in our terms; `pending` is not final, so it settles nothing. */
export type Settlement = {
  kind: 'authorized' | 'failed' | 'pending';
  /** Empty when the provider sent none. */
  merchantOrderId: string;
  providerOrderId: string;
  transactionId: string;
  /** NaN when the provider sent none: it then matches no order's amount. */
  amountCents: number;
  currency: string;
  card: { pan: string | null; type: string | null };
  /** Stored encrypted with the payment, as delivered. */
  raw: unknown;
};

/** Signed but nothing we act on: acknowledged so the provider stops retrying. */
export type NotSupported = { kind: 'not_supported' };
export type InvalidSignature = { kind: 'invalid_signature' };

export type PaymentOutcome = Settlement | NotSupported;
export type WebhookOutcome = PaymentOutcome | InvalidSignature;

/** What the browser return shows the customer, as the provider reported it. */
export type Receipt = {
  reference: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  cardPan: string;
  cardType: string;
  createdAt: string;
};

export type ReturnOutcome =
  | { kind: 'verified'; payment: PaymentOutcome; receipt: Receipt }
  | InvalidSignature;

export type InboundRequest = {
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly name: string;
  createCheckout(order: OrderForCheckout): Promise<CheckoutSession>;
  verifyWebhook(request: InboundRequest): WebhookOutcome;
  verifyReturn(query: Record<string, unknown>): ReturnOutcome;
}
