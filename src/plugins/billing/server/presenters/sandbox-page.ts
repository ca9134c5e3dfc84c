import { sandboxPath } from '../adapters/sandbox/provider';
import type { SandboxOrder } from '../adapters/sandbox/signing';

type Summary = { items: Array<{ name: string | null; price_cents: number }> };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

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
