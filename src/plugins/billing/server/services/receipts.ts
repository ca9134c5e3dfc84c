import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { readTotals, tableOf } from '../../../platform/public';
import { ORDER, ORDER_ITEM } from '../content-types/uids';
import { RECEIVED_STATES, SELLER_TOTALS } from '../guarantees';

export type ReceivedTotal = { currency: string; amount_cents: number; orders: number };
export type Receipt = {
  order_id: number;
  merchant_order_id: string;
  /** What the order's (first) line bought: the product's id in its owning module. */
  product_id: number | null;
  amount_cents: number;
  currency: string;
  paid_at: string | null;
};

/** Which sales each seller makes: the orders of one purchase type whose line names one of its products. */
export type SellerAttribution = {
  purchaseType: string;
  productType: string;
  /** Product ids by seller. */
  sellers: Map<number, number[]>;
};

/**
 * Money received for sellers (an agency for the trips it built): orders name their seller when
 * priced, and the database keeps each seller's totals per currency as orders are paid.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;
  const received = (sellerId: number | null) => {
    const query = knex()(tableOf(strapi, ORDER)).whereIn('state', RECEIVED_STATES);
    return sellerId === null ? query.whereNotNull('seller_id') : query.where('seller_id', sellerId);
  };

  return {
    /** Per currency, what `sellerId` received (every seller's: null): the orders and their sum. */
    async totals(sellerId: number | null): Promise<ReceivedTotal[]> {
      const rows = await readTotals(knex(), SELLER_TOTALS, sellerId === null ? {} : { seller_id: sellerId });
      const byCurrency = new Map<string, ReceivedTotal>();
      for (const row of rows) {
        const currency = String(row.currency);
        const total = byCurrency.get(currency) ?? { currency, amount_cents: 0, orders: 0 };
        total.amount_cents += Number(row.sum_total_cents);
        total.orders += row.n;
        byCurrency.set(currency, total);
      }
      return [...byCurrency.values()]
        .filter((total) => total.orders > 0)
        .sort((a, b) => a.currency.localeCompare(b.currency));
    },

    /** The latest received orders of `sellerId` (every seller's: null), newest payment first. */
    async latest(sellerId: number | null, limit: number): Promise<Receipt[]> {
      const orders = (await received(sellerId)
        .select('id', 'merchant_order_id', 'total_cents', 'currency', 'paid_at')
        .orderBy([
          { column: 'paid_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)) as Array<Record<string, unknown>>;
      const items = orders.length
        ? ((await knex()(tableOf(strapi, ORDER_ITEM))
            .select('order_id', 'product_id')
            .whereIn(
              'order_id',
              orders.map((order) => order.id as number),
            )
            .orderBy('id', 'desc')) as Array<{ order_id: number; product_id: number | null }>)
        : [];
      const productOf = new Map(items.map((item) => [Number(item.order_id), item.product_id]));
      const productIdOf = (orderId: number) => {
        const product = productOf.get(orderId);
        return product === null || product === undefined ? null : Number(product);
      };
      return orders.map((order) => ({
        order_id: Number(order.id),
        merchant_order_id: String(order.merchant_order_id),
        product_id: productIdOf(Number(order.id)),
        amount_cents: Number(order.total_cents),
        currency: String(order.currency),
        paid_at: order.paid_at ? new Date(order.paid_at as string).toISOString() : null,
      }));
    },

    /**
     * Names the seller of orders priced before orders named theirs (an upgrade): those of
     * `purchaseType` whose line is one of `sellers`' products, one statement per seller.
     */
    async attribute({ purchaseType, productType, sellers }: SellerAttribution) {
      for (const [sellerId, products] of sellers)
        await knex()(tableOf(strapi, ORDER))
          .whereNull('seller_id')
          .where('purchase_type', purchaseType)
          .whereIn(
            'id',
            knex()(tableOf(strapi, ORDER_ITEM))
              .select('order_id')
              .where('product_type', productType)
              .whereIn('product_id', products),
          )
          .update({ seller_id: sellerId });
    },
  };
};
