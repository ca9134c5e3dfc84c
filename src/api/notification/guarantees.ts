import type { Guarantee } from '../../plugins/contract/public';
import { NOTIFICATION } from './content-types/rows';

/** What the database holds for notifications (applied at boot by the contract plugin). */
export const notificationGuarantees: Guarantee[] = [
  {
    uid: NOTIFICATION,
    name: 'dedupe_key_unique',
    unique: true,
    columns: ['dedupe_key'],
    why: 'One notification per event and recipient, however often the job that writes it runs',
  },
  {
    uid: NOTIFICATION,
    name: 'user_state_idx',
    columns: ['user_id', 'state'],
    why: "A user's notifications and their unread count",
  },
];
