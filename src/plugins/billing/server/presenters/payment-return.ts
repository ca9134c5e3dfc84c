import type { Receipt } from '../adapters/payment-provider';

/** The legacy JSON answer of the browser return (`Accept: application/json`). */
export const returnResult = (receipt: Receipt, paid: boolean) => ({
  reference: receipt.reference,
  transaction_id: receipt.transactionId,
  success: paid,
  amount_cents: receipt.amountCents,
  currency: receipt.currency,
});

/** The query of the frontend's payment-success page, in the legacy names it reads. */
export const landingQuery = (receipt: Receipt, orderId: number | undefined, paid: boolean) =>
  new URLSearchParams({
    order_id: String(orderId ?? ''),
    id: receipt.transactionId,
    success: String(paid),
    amount_cents: String(receipt.amountCents),
    currency: receipt.currency,
    pan: receipt.cardPan,
    card_type: receipt.cardType,
    created_at: receipt.createdAt,
    txn_response_code: paid ? 'APPROVED' : 'DECLINED',
  });
