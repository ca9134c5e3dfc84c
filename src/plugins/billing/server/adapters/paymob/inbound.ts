import type { InboundRequest, ReturnOutcome, WebhookOutcome } from '../payment-provider';
import { callbackSignedString, verify, webhookSignedString } from './hmac';
import { fromReturnQuery, receiptOf, settlementOf, type Transaction } from './transaction';

const INVALID = { kind: 'invalid_signature' } as const;

/** The transaction-processed callback: `{type, obj}` signed by `?hmac=` over `obj`'s fields. */
export const verifyWebhook = (secret: string, { body, query }: InboundRequest): WebhookOutcome => {
  const obj = body.obj && typeof body.obj === 'object' ? (body.obj as Transaction) : null;
  if (!obj || !verify(secret, webhookSignedString(obj), query.hmac)) return INVALID;
  return settlementOf(obj);
};

/** The browser return: the same transaction flattened into the query string, signed alike. */
export const verifyReturn = (secret: string, query: Record<string, unknown>): ReturnOutcome => {
  if (!verify(secret, callbackSignedString(query), query.hmac)) return INVALID;
  const tx = fromReturnQuery(query);
  return { kind: 'verified', payment: settlementOf(tx), receipt: receiptOf(query, tx) };
};
