import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  UnauthenticatedError,
  jsonBody,
  respond,
  validBody,
  idempotencyKeyHeader,
} from '../../../contract/public';
import { checkoutData } from '../presenters/checkout';
import { landingQuery, returnResult } from '../presenters/payment-return';
import { initiateSchema } from '../validators';
import { billing } from '../../accessor';
import { countWebhookOutcome } from '../../../metrics/public';
import sandbox from './sandbox';

const invalidSignature = () => new UnauthenticatedError('Invalid signature.', 'invalid_signature');
// A metric label from the outcome's message, a literal of payments.apply (bounded): 'Payment not
// found' → not_found, 'Already processed' → already_processed.
const outcomeLabel = (message: string) =>
  message
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^payment_/, '');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const frontendUrl = () => (strapi.config.get('plugin::billing.frontendUrl') as string).replace(/\/$/, '');
  const landing = (query: URLSearchParams) => `${frontendUrl()}/app/payment-success.html?${query}`;

  return {
    ...sandbox({ strapi }),

    async initiate(ctx: Context) {
      const body = jsonBody(ctx);
      const input = validBody(ctx, initiateSchema, body);
      const key = input.idempotency_key ?? idempotencyKeyHeader(ctx);
      const { order } = await billing(strapi).checkout.initiate(ctx.state.user, {
        ...input,
        idempotency_key: key,
        billing: (input.billing ?? {}) as Record<string, string | undefined>,
      });
      respond(ctx, checkoutData(order), { message: 'Checkout initiated successfully' });
    },

    /** The provider's transaction callback: verified before anything, then the one transition. */
    async webhook(ctx: Context) {
      const applied = await billing(strapi)
        .payments.settleWebhook({ body: jsonBody(ctx), query: ctx.query, headers: ctx.headers })
        .catch((error: unknown) => {
          countWebhookOutcome('error');
          throw error;
        });
      countWebhookOutcome(applied ? outcomeLabel(applied.message) : 'invalid_signature');
      if (!applied) throw invalidSignature();
      ctx.status = 200;
      ctx.body = { success: applied.success, message: applied.message };
    },

    /** The browser return: verified like the webhook, then to the frontend (or JSON when asked). */
    async callback(ctx: Context) {
      const wantsJson = ctx.accepts('html', 'json') === 'json';
      const settled = await billing(strapi).payments.settleReturn(ctx.query);
      if (!settled) {
        if (wantsJson) throw invalidSignature();
        return ctx.redirect(landing(new URLSearchParams({ success: 'false', error: 'invalid_signature' })));
      }
      const { outcome, receipt } = settled;
      const paid = outcome.order ? ['paid', 'fulfilled'].includes(outcome.order.state) : false;
      if (wantsJson)
        return respond(ctx, returnResult(receipt, paid), {
          message: paid ? 'Payment successful' : 'Payment failed',
        });
      ctx.redirect(landing(landingQuery(receipt, outcome.order?.id, paid)));
    },
  };
};
