import type { Guarantee } from '../../platform/public';
import { OUTBOX } from './services/outbox-store';

/** What the database holds for the outbox (applied at boot by the platform plugin). */
export const queueGuarantees: Guarantee[] = [
  {
    uid: OUTBOX,
    name: 'event_key_unique',
    unique: true,
    columns: ['event_key'],
    why: 'An occurrence with a key is recorded once, however often the code that causes it runs',
  },
  {
    uid: OUTBOX,
    name: 'pending_idx',
    columns: ['available_at'],
    where: 'delivered_at IS NULL',
    why: "The relay's poll: the events not delivered yet, due first",
  },
  {
    uid: OUTBOX,
    name: 'order_key_idx',
    columns: ['order_key', 'id'],
    where: 'delivered_at IS NULL AND order_key IS NOT NULL',
    why: 'The relay delivers the events of one order key one at a time, in id order',
  },
];
