import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../platform/public';
import type { Fulfilment, OrderItem } from './purchases/types';
import { ORDER, ORDER_ITEM } from '../content-types/uids';

const parsed = (metadata: unknown): Record<string, unknown> =>
  typeof metadata === 'string' ? JSON.parse(metadata) : ((metadata ?? {}) as Record<string, unknown>);

/** An order's items as a purchase type's `fulfil` reads them, in the settling transaction. */
export const orderItemsIn = async (strapi: Core.Strapi, trx: Knex.Transaction, orderId: number) => {
  const rows = (await trx(tableOf(strapi, ORDER_ITEM))
    .where({ order_id: orderId })
    .orderBy('id')
    .select('id', 'product_type', 'product_id', 'metadata')) as Array<OrderItem & { metadata: unknown }>;
  return rows.map((row): OrderItem => ({ ...row, metadata: parsed(row.metadata) }));
};

/**
 * What a delivery tells the order, written by billing in the same transaction: the booking's
 * confirmation code, and what each item now points to (a fork's trip id).
 */
export const recordDelivery = async (
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  orderId: number,
  items: readonly OrderItem[],
  fulfilment: Extract<Fulfilment, { delivered: true }>,
) => {
  if (fulfilment.confirmationCode)
    await trx(tableOf(strapi, ORDER))
      .where({ id: orderId })
      .update({ confirmation_code: fulfilment.confirmationCode });
  for (const [itemId, added] of Object.entries(fulfilment.itemMetadata ?? {})) {
    const item = items.find((candidate) => candidate.id === Number(itemId));
    if (!item) continue;
    await trx(tableOf(strapi, ORDER_ITEM))
      .where({ id: item.id, order_id: orderId })
      .update({ metadata: JSON.stringify({ ...item.metadata, ...added }) });
  }
};
