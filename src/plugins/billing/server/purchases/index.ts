import { subscriptionPurchase } from './subscription';
import type { Purchase } from './types';

/** The purchase types of /payments/initiate; trips add `trip_package` and `trip_fork` here. */
export const PURCHASES: Record<string, Purchase> = { subscription: subscriptionPurchase };
