import { welcome } from './accounts';
import { amountMismatch, paymentFailed, paymentSucceeded, refundRequired } from './billing';
import { reviewApproved, reviewRejected } from './reviews';
import { periodEnding, subscriptionExpired } from './subscriptions';
import { tripBooked, tripForked } from './trips';
import type { NotificationRule } from './types';

/** Every domain event that becomes a notification, by event name. */
export const RULES: Record<string, NotificationRule> = Object.fromEntries(
  [
    welcome,
    paymentSucceeded,
    paymentFailed,
    periodEnding,
    subscriptionExpired,
    amountMismatch,
    refundRequired,
    tripBooked,
    tripForked,
    reviewApproved,
    reviewRejected,
  ].map((rule) => [rule.event, rule]),
);

export type { Notice, NotificationRule } from './types';
