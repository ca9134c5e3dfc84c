import { randomInt } from 'crypto';
import { sign, webhookSignedString } from './hmac';

type Order = {
  id: number;
  merchant_order_id: string;
  provider_order_id: string;
  total_cents: number;
  currency: string;
  state: string;
};
type Summary = { items: Array<{ name: string | null; price_cents: number }> };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** The page of one order, keyed by its client secret. */
export const sandboxPath = (merchantOrderId: string, clientSecret: string) =>
  `/api/payments/sandbox/${encodeURIComponent(merchantOrderId)}?${new URLSearchParams({ key: clientSecret })}`;

/** The sandbox checkout page: order summary and two buttons (a form; no script, so the CSP holds). */
export const sandboxPage = (appName: string, order: Order & { client_secret: string }, summary: Summary) => {
  const payable = order.state === 'pending';
  const action = escape(sandboxPath(order.merchant_order_id, order.client_secret));
  const rows = summary.items
    .map(
      (item) =>
        `<tr><td>${escape(item.name ?? '')}</td><td>${money(item.price_cents, order.currency)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(appName)} · Sandbox checkout</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto}table{width:100%;border-collapse:collapse}td{padding:.4rem;border-bottom:1px solid #ddd}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}</style></head>
<body>
<h1>${escape(appName)}</h1>
<p>Sandbox checkout — no money moves. Order <strong>${escape(order.merchant_order_id)}</strong></p>
<table>${rows}<tr><td><strong>Total</strong></td><td><strong>${money(order.total_cents, order.currency)}</strong></td></tr></table>
${
  payable
    ? `<form method="post" action="${action}"><p><button type="submit" name="action" value="pay">Pay</button><button type="submit" name="action" value="decline">Decline</button></p></form>`
    : `<p>This order is ${escape(order.state)}.</p>`
}
</body>
</html>
`;
};

/** A Paymob-format transaction for a sandbox order, signed, plus its flattened browser-return query. */
export const sandboxTransaction = (secret: string, order: Order, success: boolean) => {
  const obj = {
    id: randomInt(100000000, 999999999),
    pending: false,
    amount_cents: order.total_cents,
    success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 0,
    has_parent_transaction: false,
    order: { id: order.provider_order_id, merchant_order_id: order.merchant_order_id },
    created_at: new Date().toISOString(),
    currency: order.currency,
    error_occured: false,
    owner: 0,
    source_data: { type: 'card', pan: '4242', sub_type: 'Visa' },
  };
  const hmac = sign(secret, webhookSignedString(obj));
  const query: Record<string, string> = {
    id: String(obj.id),
    pending: 'false',
    amount_cents: String(obj.amount_cents),
    success: String(success),
    is_auth: 'false',
    is_capture: 'false',
    is_standalone_payment: 'true',
    is_voided: 'false',
    is_refunded: 'false',
    is_3d_secure: 'true',
    integration_id: '0',
    has_parent_transaction: 'false',
    order: String(obj.order.id),
    merchant_order_id: order.merchant_order_id,
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: 'false',
    owner: '0',
    source_data_type: 'card',
    source_data_pan: '4242',
    source_data_sub_type: 'Visa',
  };
  return { obj, hmac, query };
};
