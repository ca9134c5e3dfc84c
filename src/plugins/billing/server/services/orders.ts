import type { Core } from '@strapi/strapi';
import { NotFoundError, readRecordId, type PageRequest } from '../../../contract/public';
import { presentOrder, presentOrderLookup } from '../presenters/order';
import { ORDER, ORDER_ITEM } from '../content-types/uids';

export type OrderRow = {
  id: number;
  user_id: number;
  state: string;
  total_cents: number;
  currency: string;
  merchant_order_id: string;
  transaction_id: string | null;
  card_pan: string | null;
  card_type: string | null;
  provider: string;
  createdAt: string;
};
export type ItemRow = {
  id: number;
  order_id: number;
  product_type: string;
  product_id: number | null;
  name: string | null;
  price_cents: number;
  metadata: unknown;
};

/** The caller's orders in the legacy shape, and the lookup by id, merchant order id or transaction id. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const itemsOf = async (orderIds: number[]) => {
    const items = (await strapi.db
      .query(ORDER_ITEM)
      .findMany({ where: { order_id: { $in: orderIds } }, orderBy: { id: 'asc' } })) as ItemRow[];
    const byOrder = new Map<number, ItemRow[]>();
    for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
    return byOrder;
  };

  return {
    /** One order as stored (the purchase types and the notification rules read it); null when unknown. */
    async byId(
      id: number,
    ): Promise<(OrderRow & { purchase_type: string; failure_reason: string | null }) | null> {
      return strapi.db.query(ORDER).findOne({ where: { id } });
    },

    async listFor(userId: number, page: PageRequest) {
      const where = { user_id: userId };
      const [rows, total] = await Promise.all([
        strapi.db.query(ORDER).findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: page.offset,
          limit: page.perPage,
        }) as Promise<OrderRow[]>,
        strapi.db.query(ORDER).count({ where }),
      ]);
      const items = await itemsOf(rows.map((row) => row.id));
      return { items: rows.map((row) => presentOrder(row, items.get(row.id) ?? [])), total };
    },

    async lookup(userId: number, reference: string) {
      const candidates: Record<string, unknown>[] = [
        { merchant_order_id: reference },
        { transaction_id: reference },
      ];
      // A reference that reads as an id may also be the order's own id.
      const asId = readRecordId(reference);
      if ('id' in asId) candidates.push({ id: asId.id });
      const order = (await strapi.db
        .query(ORDER)
        .findOne({ where: { user_id: userId, $or: candidates } })) as OrderRow | null;
      // Someone else's order is as unknown as a missing one.
      if (!order) throw new NotFoundError('Order record not found');
      const items = (await itemsOf([order.id])).get(order.id) ?? [];
      return presentOrderLookup(order, items);
    },
  };
};
