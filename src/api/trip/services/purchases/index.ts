import { registerPurchase } from '../../../../plugins/billing/public';
import { tripForkPurchase } from './trip-fork';
import { tripPackagePurchase } from './trip-package';

/** Trips sell packages and forks through billing's checkout. */
export const registerTripPurchases = () => {
  registerPurchase(tripPackagePurchase);
  registerPurchase(tripForkPurchase);
};
