import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../platform/public';
import { ORDER, ORDER_ITEM } from '../content-types/uids';

/** Orders whose money was received: paid, and delivered or not (a paid order waiting for a refund still counts). */
const RECEIVED_STATES = ['paid', 'fulfilled'];

/**
 * Which sales: the lines of one purchase type whose product is of `productType` and among
 * `products` (a query selecting each product's `id` and `name`, run inside billing's own query).
 */
export type SalesScope = { purchaseType: string; productType: string; products: Knex.QueryBuilder };

export type ReceivedTotal = { currency: string; amount_cents: number; orders: number };
export type Receipt = {
  order_id: number;
  merchant_order_id: string;
  product_id: number;
  /** The product's name as the owning module's query named it (a trip's title, say). */
  product_name: string;
  amount_cents: number;
  currency: string;
  paid_at: string | null;
};

/** Money received for other modules' products, in aggregate SQL (an agency's earnings). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection as unknown as Knex;
  // The products join as a derived table (the planner flattens it into one join from the products,
  // through the items' product index, as if the caller had written the whole query).
  const received = (scope: SalesScope) =>
    knex()
      .from(scope.products.as('p'))
      .join(`${tableOf(strapi, ORDER_ITEM)} as i`, function joinItem() {
        this.on('i.product_id', '=', 'p.id').andOnVal('i.product_type', '=', scope.productType);
      })
      .join(`${tableOf(strapi, ORDER)} as o`, 'o.id', 'i.order_id')
      .where('o.purchase_type', scope.purchaseType)
      .whereIn('o.state', RECEIVED_STATES);

  return {
    /** Per currency: the sum of the lines' prices and how many lines. */
    async totals(scope: SalesScope): Promise<ReceivedTotal[]> {
      const rows = (await received(scope)
        .select('o.currency as currency')
        .sum({ amount_cents: 'i.price_cents' })
        .count({ orders: 'o.id' })
        .groupBy('o.currency')
        .orderBy('o.currency')) as Array<{ currency: string; amount_cents: unknown; orders: unknown }>;
      return rows.map((row) => ({
        currency: row.currency,
        amount_cents: Number(row.amount_cents),
        orders: Number(row.orders),
      }));
    },

    /** The latest received lines, newest payment first. */
    async latest(scope: SalesScope, limit: number): Promise<Receipt[]> {
      const rows = (await received(scope)
        .select(
          'o.id as order_id',
          'o.merchant_order_id',
          'i.product_id',
          'p.name as product_name',
          'i.price_cents as amount_cents',
          'o.currency',
          'o.paid_at',
        )
        .orderBy([
          { column: 'o.paid_at', order: 'desc' },
          { column: 'o.id', order: 'desc' },
        ])
        .limit(limit)) as Array<Omit<Receipt, 'paid_at'> & { paid_at: unknown }>;
      return rows.map((row) => ({
        ...row,
        amount_cents: Number(row.amount_cents),
        paid_at: row.paid_at ? new Date(row.paid_at as string).toISOString() : null,
      }));
    },
  };
};
