import { callUpstream } from '../../../../contract/public';

/**
 * A signed transaction sent over HTTP to a webhook, as Paymob sends one: any failure (no answer in
 * time, an HTTP error) is the one `UpstreamError`, named for the webhook.
 */
export const deliverToWebhook = (webhookUrl: string, transaction: object, hmac: string) =>
  callUpstream('the webhook', `${webhookUrl}?hmac=${hmac}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj: transaction }),
    timeoutMs: 15000,
  });
