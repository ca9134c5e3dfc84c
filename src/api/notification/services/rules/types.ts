import type { Core } from '@strapi/strapi';

/**
 * The admins' shared inbox: a staff notice is one entry every admin sees and reads for themselves,
 * mailed in a digest (not a row and a mail per admin and event).
 */
export const STAFF = null;

/** What one recipient (or, `userId` STAFF, the admins' shared inbox) is told. */
export type Notice = {
  userId: number | typeof STAFF;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  /** Also sent by e-mail (the events that matter to the user, CONTRACT §6 / issue 14). */
  mail: boolean;
};

/**
 * How one domain event becomes notifications. `notices` reads the database, not the event alone:
 * it answers null while the fact is not visible yet (an event emitted inside a transaction that
 * has not committed) — the job then retries — and never tells anyone of something that did not
 * happen.
 */
export type NotificationRule<Payload = Record<string, unknown>> = {
  event: string;
  /** One occurrence of the event: the queue's idempotency key and the rows' dedupe key. */
  key(payload: Payload): string;
  notices(strapi: Core.Strapi, payload: Payload): Promise<Notice[] | null>;
};

export const defineRule = <Payload>(rule: NotificationRule<Payload>) => rule as unknown as NotificationRule;

/** `19900` `EGP` → `199.00 EGP`. */
export const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** `2027-06-01T00:00:00.000Z` → `1 June 2027`. */
export const longDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
