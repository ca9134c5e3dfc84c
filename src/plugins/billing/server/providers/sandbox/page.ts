export type SandboxOrder = {
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
export const sandboxPage = (
  appName: string,
  order: SandboxOrder & { client_secret: string },
  summary: Summary,
) => {
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
