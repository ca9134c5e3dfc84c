import type { SubscriberRow } from '../content-types/rows';

/** POST /newsletter/subscribe: the address as stored and its unsubscribe link. */
export const presentSubscription = (subscriber: SubscriberRow, unsubscribeUrl: string) => ({
  email: subscriber.email,
  unsubscribe_url: unsubscribeUrl,
});

/** GET /newsletter/unsubscribe for an API client. */
export const presentUnsubscribed = (email: string) => ({ email, subscribed: false });
