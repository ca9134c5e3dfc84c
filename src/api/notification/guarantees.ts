import type { Guarantee } from '../../plugins/platform/public';
import { NOTIFICATION, NOTIFICATION_READ } from './content-types/rows';

/** What the database holds for notifications (applied at boot by the platform plugin). */
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
  {
    uid: NOTIFICATION,
    name: 'staff_idx',
    columns: ['audience', 'mail', 'emailed_at'],
    where: "audience = 'staff'",
    why: "The admins' shared inbox, and its entries not yet in a digest mail",
  },
  {
    uid: NOTIFICATION_READ,
    name: 'reader_unique',
    unique: true,
    columns: ['user_id', 'notification_id'],
    why: 'One read mark per admin and staff entry, however often it is marked',
  },
];
