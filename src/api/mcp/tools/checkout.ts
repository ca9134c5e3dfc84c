import { billing, checkoutData, initiateSchema, type Buyer } from '../../../plugins/billing/public';
import { defineTool } from './tool';

export const startCheckout = defineTool({
  name: 'start_checkout',
  title: 'Start a checkout for the person to pay',
  description:
    'Prepares a payment and returns its `checkout_url`: give that link to the person, who opens it and pays (an agent never pays). `type`: `subscription` with `plan_id` (a paid plan, or a dearer one than the plan held: an upgrade), `trip_package` with `trip_id` (books the person’s own trip once paid) or `trip_fork` with `trip_id` (a paid copy of a public trip). Prices are computed by the service. Send an `idempotency_key` to get the same checkout again instead of a second order.',
  scope: 'checkout',
  throttle: 'checkout',
  input: initiateSchema,
  async run(strapi, caller, input) {
    const { order } = await billing(strapi).checkout.initiate(caller.principal.user as unknown as Buyer, {
      ...input,
      billing: (input.billing ?? {}) as Record<string, string | undefined>,
    });
    return { data: checkoutData(order), message: 'Checkout initiated successfully' };
  },
});
