import { definePort } from '../../../platform/public';
import { type SubscriptionView, freeSubscription } from '../presenters/free-plan';
import type { UserRecord } from '../presenters/user';

/** `user.subscription` of every account answer (never null); billing provides the real one. */
export type SubscriptionSource = (user: UserRecord) => Promise<SubscriptionView>;

export const subscriptionSource = definePort<SubscriptionSource>(
  'accounts.subscription-source',
  async (user) => freeSubscription(new Date(user.createdAt ?? Date.now())),
);
