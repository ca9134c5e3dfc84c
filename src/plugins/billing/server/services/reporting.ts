import type { Core } from '@strapi/strapi';
import { relationOf } from '../../../platform/public';
import { ORDER, ORDER_ITEM } from '../content-types/uids';

/**
 * Billing's published relations for the analytics' aggregate SQL: orders (`state` is the order's
 * status; `paid_at` is set on every paid order) and their items (`product_type` and `product_id`
 * name what each item bought).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  orders: relationOf(strapi, ORDER, [
    'id',
    'user_id',
    'state',
    'purchase_type',
    'merchant_order_id',
    'currency',
    'total_cents',
    'created_at',
    'paid_at',
  ]),
  orderItems: relationOf(strapi, ORDER_ITEM, [
    'id',
    'order_id',
    'product_type',
    'product_id',
    'name',
    'price_cents',
  ]),
});
