import type { Core } from '@strapi/strapi';
import { SubscriptionView, freeSubscription } from '../presenters/free-plan';
import type { UserRecord } from '../presenters/user';

export type SubscriptionResolver = (user: UserRecord) => Promise<SubscriptionView>;

/** `user.subscription` (never null): the Free plan until billing plugs in the real resolver. */
export default (_: { strapi: Core.Strapi }) => {
  let resolve: SubscriptionResolver = async (user) =>
    freeSubscription(new Date(user.createdAt ?? Date.now()));
  return {
    use(resolver: SubscriptionResolver) {
      resolve = resolver;
    },
    forUser(user: UserRecord) {
      return resolve(user);
    },
  };
};
