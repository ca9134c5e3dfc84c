import { timingSafeEqual } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NotFoundError, UnauthenticatedError, jsonBody, respond, validBody } from '../../../contract/public';
import { callbackSignedString, verify, webhookSignedString } from '../lib/hmac';
import { checkoutData, idempotencyKeyHeader } from '../services/checkout';
import type { Transaction } from '../services/payments';
import { initiateSchema } from '../validators';
import { sandboxPage, sandboxTransaction } from '../lib/sandbox-page';
import { allowFormActionTo } from '../lib/sandbox-csp';
import { billing } from '../../public';

const invalidSignature = () => new UnauthenticatedError('Invalid signature.', 'invalid_signature');

/** The flattened browser-return query as a transaction object. */
const fromQuery = (query: Record<string, unknown>): Transaction => ({
  ...query,
  order: { id: query.order ?? query.order_id, merchant_order_id: query.merchant_order_id },
  source_data: {
    pan: query['source_data.pan'] ?? query.source_data_pan,
    sub_type: query['source_data.sub_type'] ?? query.source_data_sub_type,
    type: query['source_data.type'] ?? query.source_data_type,
  },
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const secret = () => strapi.config.get('plugin::billing.hmacSecret') as string;
  const frontendUrl = () => (strapi.config.get('plugin::billing.frontendUrl') as string).replace(/\/$/, '');

  return {
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

    /** Paymob's transaction-processed callback: verified before anything, then the one transition. */
    async webhook(ctx: Context) {
      const body = jsonBody(ctx) as { type?: unknown; obj?: unknown };
      const obj = body.obj && typeof body.obj === 'object' ? (body.obj as Transaction) : null;
      if (!obj || !verify(secret(), webhookSignedString(obj), ctx.query.hmac)) throw invalidSignature();
      const outcome = await billing(strapi).payments.apply(obj);
      ctx.status = 200;
      ctx.body = { success: outcome.success, message: outcome.message };
    },

    /** The browser return: verified like the webhook, then to the frontend (or JSON when asked). */
    async callback(ctx: Context) {
      const query = ctx.query as Record<string, unknown>;
      const wantsJson = ctx.accepts('html', 'json') === 'json';
      if (!verify(secret(), callbackSignedString(query), query.hmac)) {
        if (wantsJson) throw invalidSignature();
        return ctx.redirect(
          `${frontendUrl()}/app/payment-success.html?${new URLSearchParams({ success: 'false', error: 'invalid_signature' })}`,
        );
      }
      const tx = fromQuery(query);
      const outcome = await billing(strapi).payments.apply(tx);
      const paid = outcome.order ? ['paid', 'fulfilled'].includes(outcome.order.state) : false;
      const result = {
        reference: String(query.merchant_order_id ?? ''),
        transaction_id: String(query.id ?? ''),
        success: paid,
        amount_cents: Number(query.amount_cents ?? 0),
        currency: String(query.currency ?? ''),
      };
      if (wantsJson) return respond(ctx, result, { message: paid ? 'Payment successful' : 'Payment failed' });
      const params = new URLSearchParams({
        order_id: String(outcome.order?.id ?? ''),
        id: result.transaction_id,
        success: String(paid),
        amount_cents: String(result.amount_cents),
        currency: result.currency,
        pan: String(tx.source_data?.pan ?? ''),
        card_type: String(tx.source_data?.sub_type ?? ''),
        created_at: String(query.created_at ?? ''),
        txn_response_code: paid ? 'APPROVED' : 'DECLINED',
      });
      ctx.redirect(`${frontendUrl()}/app/payment-success.html?${params}`);
    },

    /** The sandbox provider's hosted page (only with PAYMENT_PROVIDER=sandbox). */
    async sandbox(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set(
        'Content-Security-Policy',
        allowFormActionTo(ctx.response.get('Content-Security-Policy') || '', frontendUrl()),
      );
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = sandboxPage(
        strapi.config.get('plugin::billing.appName') as string,
        order,
        await billing(strapi).orders.lookup(order.user_id, order.merchant_order_id),
      );
    },

    /**
     * Pay or Decline on the sandbox page: the service signs a Paymob-format transaction callback,
     * sends it over HTTP to its own webhook, then sends the browser to the callback route.
     */
    async sandboxAct(ctx: Context) {
      const order = await sandboxOrder(strapi, ctx.params.merchantOrderId, ctx.query.key);
      const action = (jsonBody(ctx).action as string | undefined) === 'pay' ? 'pay' : 'decline';
      const { obj, hmac, query } = sandboxTransaction(secret(), order, action === 'pay');
      const self = `http://127.0.0.1:${ctx.socket.localPort}`;
      const delivered = await fetch(`${self}/api/payments/webhook?hmac=${hmac}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj }),
      }).catch(() => null);
      if (!delivered?.ok)
        strapi.log.warn(
          `sandbox: webhook delivery for ${order.merchant_order_id} failed (${delivered?.status ?? 'no answer'})`,
        );
      ctx.redirect(`/api/payments/callback?${new URLSearchParams({ ...query, hmac })}`);
    },
  };
};

const sandboxOrder = async (strapi: Core.Strapi, merchantOrderId: string, key: unknown) => {
  if (strapi.config.get('plugin::billing.provider') !== 'sandbox') throw new NotFoundError('Not found');
  const order = await strapi.db
    .query('plugin::billing.order')
    .findOne({ where: { merchant_order_id: merchantOrderId, provider: 'sandbox' } });
  // Without the order's secret the page does not exist (no probing of guessable references).
  if (!order?.client_secret || typeof key !== 'string' || !sameSecret(key, order.client_secret))
    throw new NotFoundError('Order not found');
  return order;
};

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
