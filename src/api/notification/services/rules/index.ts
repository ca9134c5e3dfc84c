import { welcome } from './accounts';
import {
  agencyAccepted,
  agencyCancelled,
  agencyCompleted,
  agencyDeclined,
  agencyRequested,
  agencyRouted,
  agencyTripBuilt,
  flagFiled,
  flagReviewed,
} from './agency';
import { amountMismatch, paymentFailed, paymentSucceeded, refundRequired } from './billing';
import { reviewApproved, reviewRejected } from './reviews';
import { periodEnding, subscriptionExpired } from './subscriptions';
import { memberAdded, memberInvited, memberRemoved, memberUpdated, tripBooked, tripForked } from './trips';
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
    memberInvited,
    memberAdded,
    memberUpdated,
    memberRemoved,
    reviewApproved,
    reviewRejected,
    agencyRequested,
    agencyRouted,
    agencyAccepted,
    agencyDeclined,
    agencyCancelled,
    agencyTripBuilt,
    agencyCompleted,
    flagFiled,
    flagReviewed,
  ].map((rule) => [rule.event, rule]),
);

export { STAFF, type Notice, type NotificationRule } from './types';
