import type { PaymentProvider } from '../payment-provider';
import { verifyReturn, verifyWebhook } from './inbound';
import { openIntention, type IntentionSettings } from './intention';

export type PaymobSettings = IntentionSettings & { hmacSecret: string };

export const paymobProvider = (settings: PaymobSettings): PaymentProvider => ({
  name: 'paymob',
  createCheckout: (order) => openIntention(settings, order),
  verifyWebhook: (request) => verifyWebhook(settings.hmacSecret, request),
  verifyReturn: (query) => verifyReturn(settings.hmacSecret, query),
});
