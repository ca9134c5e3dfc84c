import { subscriptionPurchase } from './subscription';
import type { Purchase } from './types';

/**
 * The purchase types of /payments/initiate. Billing sells plans itself; other modules register
 * what they sell (trips: `trip_package`, `trip_fork`) when the app registers.
 */
const registry = new Map<string, Purchase>([[subscriptionPurchase.type, subscriptionPurchase]]);

export const purchaseOf = (type: string): Purchase | undefined => registry.get(type);

/** Idempotent per definition: registering the same purchase again (another app instance in this process) is a no-op. */
export const registerPurchase = (purchase: Purchase) => {
  const existing = registry.get(purchase.type);
  if (existing && existing !== purchase)
    throw new Error(`billing: purchase type "${purchase.type}" is taken`);
  registry.set(purchase.type, purchase);
};
