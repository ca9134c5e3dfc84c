import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

export type Buyer = { id: number; createdAt?: string | Date };
export type PricedItem = {
  product_type: string;
  product_id: number | null;
  name: string;
  price_cents: number;
  metadata: Record<string, unknown>;
};
/**
 * What a delivery did. Billing writes what it tells the order: `confirmationCode` on the order,
 * `itemMetadata` (by item id) merged into those items' metadata.
 */
export type Fulfilment =
  | { delivered: true; confirmationCode?: string; itemMetadata?: Record<number, Record<string, unknown>> }
  | { delivered: false; reason: string };
/** An order's line as delivery reads it. */
export type OrderItem = {
  id: number;
  product_type: string;
  product_id: number | null;
  metadata: Record<string, unknown>;
};
export type Priced = {
  amount_cents: number;
  currency: string;
  items: PricedItem[];
  /** The account the sale is for (an agency's trip package: the agency); none for the platform's own. */
  seller_id?: number | null;
};
export type OrderRow = {
  id: number;
  user_id: number;
  state: string;
  total_cents: number;
  currency: string;
  purchase_type: string;
  merchant_order_id: string;
  createdAt: string;
};

/**
 * One kind of thing that can be bought (CONTRACT §5 `type`): how it is priced on the server,
 * what is recorded with the order, and how it is delivered once paid. Every step runs inside
 * the unit of work of the order and must be idempotent.
 */
export type Purchase = {
  type: string;
  /** What its order items name: their `product_type` and the content type of their `product_id`. */
  product: { type: string; contentType: string };
  price(strapi: Core.Strapi, buyer: Buyer, input: Record<string, unknown>): Promise<Priced>;
  /** Called in the transaction that creates the order (e.g. the pending subscription). */
  created?(strapi: Core.Strapi, order: OrderRow, priced: Priced): Promise<void>;
  /**
   * Runs inside the settling transaction `trx` (query-builder statements only), given the order's
   * items; it writes only its own module's tables, and billing records what it returns on the
   * order. `delivered: false` when what was paid for can no longer be delivered: the order stays
   * `paid` with the reason, and a refund is due.
   */
  fulfil(
    strapi: Core.Strapi,
    order: OrderRow,
    trx: Knex.Transaction,
    items: readonly OrderItem[],
  ): Promise<Fulfilment>;
  /** The order failed or expired unpaid; `trx` when called from the settling transaction. */
  abandoned?(strapi: Core.Strapi, order: OrderRow, trx?: Knex.Transaction): Promise<void>;
};
