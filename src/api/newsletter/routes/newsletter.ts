import { defineRoutes } from '../../../plugins/contract/public';
import { subscribeSchema, unsubscribeSchema } from '../validators';

/** The newsletter: public, 5 a minute per user or IP. */
const group = {
  tag: 'Newsletter',
  access: 'public',
  throttle: 'newsletter',
  controller: 'api::newsletter.newsletter',
} as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    action: 'subscribe',
    doc: {
      summary: 'Subscribe an address to the newsletter',
      description:
        'Stored trimmed and lower-cased. An address already subscribed (in any case): 409 `duplicate` `This email is already subscribed.`; a bad address: 422. A welcome mail carries the signed unsubscribe link, which the answer also gives.',
      body: subscribeSchema,
      ok: {
        status: '201',
        description: 'The subscription',
        data: {
          type: 'object',
          properties: { email: { type: 'string' }, unsubscribe_url: { type: 'string', format: 'uri' } },
        },
      },
      errors: ['409', '422', '429'],
    },
  },
  {
    method: 'GET',
    path: '/newsletter/unsubscribe',
    action: 'unsubscribe',
    doc: {
      summary: 'Leave the newsletter (the signed link of the welcome mail)',
      description:
        'The signature is HMAC-SHA256 of the link without it, keyed by the app key, like the verification link; it does not expire. A tampered address or signature: 403 `invalid_signature`. Leaving twice answers 200 (`This address is not subscribed.`). A browser (`Accept` preferring `text/html`) gets a page in the product name with the same status (a link without its address or signature: 422) and a link to `FRONTEND_URL`.',
      query: unsubscribeSchema,
      ok: {
        description: 'Unsubscribed',
        data: { type: 'object', properties: { email: { type: 'string' }, subscribed: { type: 'boolean' } } },
      },
      errors: ['403', '422', '429'],
    },
  },
]);
