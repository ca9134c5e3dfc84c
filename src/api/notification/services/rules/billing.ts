import type { Core } from '@strapi/strapi';
import { billing, type OrderRow as BillingOrder } from '../../../../plugins/billing/public';
import { defineRule, money, STAFF, type Notice } from './types';

type OrderRow = BillingOrder & { failure_reason: string | null };
type OrderEvent = { order_id: number; user_id?: number; merchant_order_id: string };

const orderOf = async (strapi: Core.Strapi, id: number): Promise<OrderRow | null> =>
  billing(strapi).orders.byId(id);

const WHAT: Record<string, string> = {
  subscription: 'your subscription',
  trip_package: 'your trip package',
  trip_fork: 'a trip copy',
};
const whatOf = (order: OrderRow) => WHAT[order.purchase_type] ?? 'your order';

const paymentData = (order: OrderRow, message: string) => ({
  order_id: order.id,
  merchant_order_id: order.merchant_order_id,
  amount_cents: order.total_cents,
  currency: order.currency,
  message,
});

export const paymentSucceeded = defineRule<OrderEvent>({
  event: 'billing.payment.succeeded',
  key: (event) => `payment_succeeded:${event.order_id}`,
  async notices(strapi, event) {
    const order = await orderOf(strapi, event.order_id);
    if (!order || !['paid', 'fulfilled'].includes(order.state)) return null;
    const message = `Your payment of ${money(order.total_cents, order.currency)} for ${whatOf(order)} went through.`;
    return [
      {
        userId: order.user_id,
        type: 'payment_succeeded',
        title: 'Payment successful',
        body: message,
        data: paymentData(order, message),
        mail: true,
      },
    ];
  },
});

export const paymentFailed = defineRule<OrderEvent>({
  event: 'billing.payment.failed',
  key: (event) => `payment_failed:${event.order_id}`,
  async notices(strapi, event) {
    const order = await orderOf(strapi, event.order_id);
    if (!order || order.state !== 'failed') return null;
    const message = `Your payment of ${money(order.total_cents, order.currency)} for ${whatOf(order)} did not go through; nothing was charged. You can try again.`;
    return [
      {
        userId: order.user_id,
        type: 'payment_failed',
        title: 'Payment failed',
        body: message,
        data: paymentData(order, message),
        mail: true,
      },
    ];
  },
});

/** The staff's shared inbox: one entry for all admins. */
const toStaff = (notice: Omit<Notice, 'userId'>): Notice[] => [{ ...notice, userId: STAFF }];

type MismatchEvent = OrderEvent & { received?: { amount_cents: number; currency: string } };

export const amountMismatch = defineRule<MismatchEvent>({
  event: 'billing.payment.amount_mismatch',
  key: (event) => `payment_amount_mismatch:${event.order_id}`,
  async notices(strapi, event) {
    const order = await orderOf(strapi, event.order_id);
    if (!order) return null;
    const got = event.received
      ? money(event.received.amount_cents, event.received.currency)
      : 'another amount';
    const message = `Order ${order.merchant_order_id} was paid ${got} instead of ${money(order.total_cents, order.currency)}; the order failed and nothing was delivered.`;
    return toStaff({
      type: 'payment_amount_mismatch',
      title: 'Payment amount mismatch',
      body: message,
      data: { ...paymentData(order, message), received: event.received ?? null },
      mail: true,
    });
  },
});

export const refundRequired = defineRule<OrderEvent & { reason?: string }>({
  event: 'billing.payment.refund_required',
  key: (event) => `refund_required:${event.order_id}`,
  async notices(strapi, event) {
    const order = await orderOf(strapi, event.order_id);
    if (!order || order.state !== 'paid') return null;
    const amount = money(order.total_cents, order.currency);
    const reason = event.reason ?? order.failure_reason;
    const message = `Order ${order.merchant_order_id} (${amount}) was paid but cannot be delivered (${reason}); refund it.`;
    return toStaff({
      type: 'refund_required',
      title: 'Refund required',
      body: message,
      data: { ...paymentData(order, message), reason },
      mail: true,
    });
  },
});
