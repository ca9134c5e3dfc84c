import { escapeHtml, safeHref } from '../../../contract/public';
import { sandboxPath } from '../adapters/sandbox/provider';
import type { SandboxOrder } from '../adapters/sandbox/signing';

type Summary = { items: Array<{ product_type: string; name: string | null; price_cents: number }> };

/** Cents in the currency's unit, as a person reads an amount: `1,500.00 EGP`. */
export const money = (cents: number, currency: string) =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

// A plan's item is named after the plan alone ("Pro"); trips' items already say what they are.
const itemLabel = (item: Summary['items'][number]) =>
  item.product_type === 'plan' ? `Plan: ${item.name ?? ''}` : (item.name ?? '');

const STYLE =
  'body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}' +
  'table{width:100%;border-collapse:collapse}td{padding:.4rem;border-bottom:1px solid #ddd}' +
  'td:last-child{text-align:right}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}';

/** The frame of every sandbox page: no script anywhere, so the page works (and its CSP holds) without it. */
const layout = (appName: string, heading: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(appName)} · ${escapeHtml(heading)}</title>
<style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(appName)}</h1>
<h2>${escapeHtml(heading)}</h2>
${body}
</body>
</html>
`;

/** The sandbox checkout page of a pending order: what is bought, the total, and Pay / Decline (a form). */
export const sandboxPage = (
  appName: string,
  order: SandboxOrder & { client_secret: string },
  summary: Summary,
) => {
  const action = escapeHtml(sandboxPath(order.merchant_order_id, order.client_secret));
  const rows = summary.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(itemLabel(item))}</td><td>${money(item.price_cents, order.currency)}</td></tr>`,
    )
    .join('');
  const total = money(order.total_cents, order.currency);
  return layout(
    appName,
    'Sandbox checkout',
    `<p>Sandbox payment: no money moves. Order <strong>${escapeHtml(order.merchant_order_id)}</strong></p>
<table>${rows}<tr><td><strong>Total</strong></td><td><strong>${total}</strong></td></tr></table>
<form method="post" action="${action}"><p>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
</p></form>`,
  );
};

const AGAIN = 'To buy it, start a new checkout.';
/** Per finished state: what happened, and what the customer can do next. */
const FINISHED: Record<string, [string, string]> = {
  paid: ['This order is already paid.', 'Nothing more is needed here.'],
  fulfilled: ['This order is already paid.', 'Nothing more is needed here.'],
  failed: ['The payment of this order was declined.', AGAIN],
  cancelled: ['This order was cancelled.', AGAIN],
  expired: ['This order expired before it was paid.', AGAIN],
  refunded: ['This order was paid and refunded.', AGAIN],
};

const backLink = (appName: string, frontendUrl: string) => {
  const href = safeHref(frontendUrl);
  return href ? `<p><a href="${escapeHtml(href)}">Back to ${escapeHtml(appName)}</a></p>` : '';
};

/** What a finished order's page says instead of Pay and Decline: it can no longer be paid here. */
export const finishedOrderPage = (appName: string, order: SandboxOrder, frontendUrl: string) => {
  const [what, next] = FINISHED[order.state] ?? [`This order is ${order.state}.`, AGAIN];
  return layout(
    appName,
    'Order closed',
    `<p><strong>${escapeHtml(what)}</strong> It cannot be paid or declined any more.</p>
<p>Order <strong>${escapeHtml(order.merchant_order_id)}</strong>, ${money(order.total_cents, order.currency)}.
${next}</p>
${backLink(appName, frontendUrl)}`,
  );
};
