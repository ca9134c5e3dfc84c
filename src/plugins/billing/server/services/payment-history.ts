import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { type PageRequest } from '../../../contract/public';
import { tableOf } from '../../../platform/public';
import { presentPayment, type PaymentRow } from '../presenters/payment';
import { ORDER, PAYMENT } from '../content-types/uids';

/**
 * GET /me/payments (CONTRACT §10): the caller's payments — the transactions a provider settled for
 * the caller's orders, paid or declined — newest first. A payment belongs to whoever placed its
 * order, so the caller's orders are the filter: nobody else's payment can appear.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;

  return {
    async listFor(userId: number, page: PageRequest) {
      const payments = tableOf(strapi, PAYMENT);
      const orders = tableOf(strapi, ORDER);
      const mine = () =>
        knex()(`${payments} as p`).join(`${orders} as o`, 'o.id', 'p.order_id').where('o.user_id', userId);
      const [rows, counted] = await Promise.all([
        mine()
          .select(
            'p.id',
            'p.order_id',
            'o.merchant_order_id',
            'p.amount_cents',
            'p.currency',
            'p.state',
            'p.provider',
            'p.transaction_id',
            'o.purchase_type',
            'p.created_at as createdAt',
          )
          // Ties (one clock tick) keep a stable order: the later row first.
          .orderBy([
            { column: 'p.created_at', order: 'desc' },
            { column: 'p.id', order: 'desc' },
          ])
          .offset(page.offset)
          .limit(page.perPage) as Promise<PaymentRow[]>,
        mine().count({ total: '*' }).first() as Promise<{ total: number | string } | undefined>,
      ]);
      return { items: rows.map(presentPayment), total: Number(counted?.total ?? 0) };
    },
  };
};
