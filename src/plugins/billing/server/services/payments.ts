import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../../platform/public';
import { outbox } from '../../../queue/public';
import { purchaseOf } from './purchases/registry';
import { orderItemsIn, recordDelivery } from './fulfilment-writes';
import type { OrderRow } from './purchases/types';
import { seal } from './crypto-box';
import { paymentProvider } from '../adapters/configured-provider';
import type { InboundRequest, PaymentOutcome, Receipt, Settlement } from '../adapters/payment-provider';
import { ORDER, PAYMENT } from '../content-types/uids';

const GRACE_MS = 24 * 60 * 60 * 1000;

export type Outcome = { success: boolean; message: string; order?: StoredOrder };
type StoredOrder = OrderRow & { provider: string; provider_order_id: string | null };

const ORDER_COLUMNS = [
  'id',
  'user_id',
  'state',
  'total_cents',
  'currency',
  'purchase_type',
  'merchant_order_id',
  'provider',
  'provider_order_id',
  'created_at as createdAt',
];

/**
 * The one transition of a verified transaction callback (webhook and browser return alike):
 * pending → paid → fulfilled, or → failed, applied exactly once whatever the number, order or
 * concurrency of deliveries — the conditional update on the order's status is the gate.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  // The settling path is the hot one (every delivery of every provider): plain statements on
  // the query builder, in one database transaction.
  const record = async (
    trx: Knex.Transaction,
    order: StoredOrder,
    tx: Settlement,
    status: 'paid' | 'failed',
    now: Date,
  ) => {
    const secret = strapi.config.get('plugin::billing.encryptionKey') as string;
    await trx(tableOf(strapi, PAYMENT))
      .insert({
        ...newRowColumns(now),
        order_id: order.id,
        // What names the payment in the admin panel: the reference of its order.
        order_reference: order.merchant_order_id,
        provider: order.provider,
        transaction_id: tx.transactionId,
        state: status,
        amount_cents: tx.amountCents,
        currency: tx.currency,
        hmac_valid: true,
        raw_payload: seal(secret, JSON.stringify(tx.raw)),
      })
      // The same transaction delivered again is recorded once (unique per provider).
      .onConflict(['provider', 'transaction_id'])
      .ignore();
  };

  const stateOf = async (id: number): Promise<string> => {
    const row = (await knex()(tableOf(strapi, ORDER)).select('state').where({ id }).first()) as {
      state: string;
    };
    return row.state;
  };

  return {
    /** A webhook delivery, verified by the configured provider then applied; null: the signature is not valid. */
    async settleWebhook(request: InboundRequest): Promise<Outcome | null> {
      const outcome = paymentProvider(strapi).verifyWebhook(request);
      if (outcome.kind === 'invalid_signature') return null;
      return this.apply(outcome);
    },

    /** A browser return, verified like the webhook then applied; null: the signature is not valid. */
    async settleReturn(
      query: Record<string, unknown>,
    ): Promise<{ outcome: Outcome; receipt: Receipt } | null> {
      const verified = paymentProvider(strapi).verifyReturn(query);
      if (verified.kind === 'invalid_signature') return null;
      return { outcome: await this.apply(verified.payment), receipt: verified.receipt };
    },

    async apply(tx: PaymentOutcome, now = new Date()): Promise<Outcome> {
      if (tx.kind === 'not_supported') return { success: true, message: 'Not supported' };
      const reference = tx.merchantOrderId;
      if (reference === '') return { success: false, message: 'Missing merchant_order_id' };
      const order = (await knex()(tableOf(strapi, ORDER))
        .select(ORDER_COLUMNS)
        .where({ merchant_order_id: reference })
        .first()) as StoredOrder | undefined;
      if (!order) return { success: false, message: 'Payment not found' };
      // The signature covers the provider's order id, not our reference: a signed callback of one order
      // never settles another — nor tells anything of it (the browser return would show its id and state).
      if (!order.provider_order_id || tx.providerOrderId !== order.provider_order_id)
        return { success: false, message: 'Payment not found' };
      if (tx.kind === 'pending') return { success: true, message: 'Pending', order };
      if (!['pending', 'expired'].includes(order.state))
        return { success: true, message: 'Already processed', order };

      const succeeded = tx.kind === 'authorized';
      const purchase = purchaseOf(order.purchase_type);
      if (
        tx.amountCents !== order.total_cents ||
        tx.currency.toUpperCase() !== order.currency.toUpperCase()
      ) {
        const failed = await knex().transaction(async (trx) => {
          const moved = await trx(tableOf(strapi, ORDER))
            .where({ id: order.id })
            .whereIn('state', ['pending', 'expired'])
            .update({ state: 'failed', failure_reason: 'amount_mismatch', updated_at: new Date() });
          if (moved === 0) return false;
          await purchase?.abandoned?.(strapi, order, trx);
          await outbox(strapi).emit(
            'billing.payment.amount_mismatch',
            {
              order_id: order.id,
              merchant_order_id: reference,
              received: { amount_cents: tx.amountCents, currency: tx.currency },
            },
            { trx, key: `billing.payment.amount_mismatch:${order.id}` },
          );
          return true;
        });
        if (failed)
          strapi.log.warn(
            `payment ${reference}: amount or currency mismatch (${tx.amountCents} ${tx.currency} for ${order.total_cents} ${order.currency}); order failed`,
          );
        return { success: false, message: 'Amount mismatch', order };
      }
      if (succeeded && now.getTime() - new Date(order.createdAt).getTime() > GRACE_MS)
        return { success: false, message: 'Order expired beyond grace period', order };

      const ordersTable = tableOf(strapi, ORDER);
      const event = { order_id: order.id, user_id: order.user_id, merchant_order_id: reference };
      const finalStatus = succeeded ? 'fulfilled' : 'failed';
      const applied = await knex().transaction(async (trx) => {
        // The gate: only one delivery moves the order out of pending/expired. A success goes
        // straight to fulfilled: fulfilment runs in this same transaction, so "paid but not
        // fulfilled" is never visible, and a fulfilment error rolls the whole delivery back.
        const moved = await trx(ordersTable)
          .where({ id: order.id })
          .whereIn('state', ['pending', 'expired'])
          .update({
            state: finalStatus,
            paid_at: succeeded ? now : null,
            fulfilled_at: succeeded ? now : null,
            failure_reason: succeeded ? null : 'declined',
            transaction_id: tx.transactionId,
            card_pan: tx.card.pan,
            card_type: tx.card.type,
            updated_at: now,
          });
        if (moved === 0) return false;
        await record(trx, order, tx, succeeded ? 'paid' : 'failed', now);
        // What the customer is owed is recorded with the change itself (the outbox): it is
        // delivered after the commit, whatever happens to this instance or to Redis meanwhile.
        const outcome = succeeded ? 'succeeded' : 'failed';
        await outbox(strapi).emit(`billing.payment.${outcome}`, event, {
          trx,
          key: `billing.payment.${outcome}:${order.id}`,
        });
        if (!succeeded) {
          await purchase?.abandoned?.(strapi, order, trx);
          return { status: finalStatus };
        }
        // An order of a type nobody sells any more cannot be delivered: paid, refund due.
        const items = await orderItemsIn(strapi, trx, order.id);
        const fulfilment = purchase
          ? await purchase.fulfil(strapi, order, trx, items)
          : { delivered: false as const, reason: 'unknown_purchase_type' };
        if (fulfilment.delivered) {
          await recordDelivery(strapi, trx, order.id, items, fulfilment);
          return { status: finalStatus };
        }
        // Paid for something that can no longer be delivered: paid, not fulfilled, refund due.
        await trx(ordersTable)
          .where({ id: order.id })
          .update({ state: 'paid', fulfilled_at: null, failure_reason: fulfilment.reason, updated_at: now });
        await outbox(strapi).emit(
          'billing.payment.refund_required',
          { ...event, reason: fulfilment.reason },
          { trx, key: `billing.payment.refund_required:${order.id}` },
        );
        return { status: 'paid', refund: fulfilment.reason };
      });
      // Another delivery (the webhook racing the browser return) moved the order first; its
      // update has committed once ours found nothing to move. Report the state it left, not the
      // one read before: a customer is never told a successful payment failed.
      if (!applied)
        return {
          success: true,
          message: 'Already processed',
          order: { ...order, state: await stateOf(order.id) },
        };
      if (applied.refund)
        strapi.log.warn(
          `payment ${reference}: paid but not deliverable (${applied.refund}); a refund is due`,
        );
      return { success: true, message: 'Processed', order: { ...order, state: applied.status } };
    },
  };
};
