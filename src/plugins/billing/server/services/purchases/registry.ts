import { subscriptionPurchase } from './subscription';
import type { Purchase } from './types';

/**
 * The purchase types of /payments/initiate. Billing sells plans itself; other modules register
 * what they sell (trips: `trip_package`, `trip_fork`) when the app registers.
 */
const registry = new Map<string, Purchase>([[subscriptionPurchase.type, subscriptionPurchase]]);

export const purchaseOf = (type: string): Purchase | undefined => registry.get(type);

/** The content type of each product type the registered purchases sell (an order item's `product_id`). */
export const productTypes = (): Record<string, string> =>
  Object.fromEntries(
    [...registry.values()].map((purchase) => [purchase.product.type, purchase.product.contentType]),
  );

/** Idempotent per definition: registering the same purchase again (another app instance in this process) is a no-op. */
export const registerPurchase = (purchase: Purchase) => {
  const existing = registry.get(purchase.type);
  if (existing && existing !== purchase)
    throw new Error(`billing: purchase type "${purchase.type}" is taken`);
  registry.set(purchase.type, purchase);
};
