import type { Guarantee } from '../../plugins/platform/public';
import { CONVERSATION, MESSAGE, READ } from './content-types/rows';

/** What the database holds for conversations (applied at boot by the platform plugin). */
export const conversationGuarantees: Guarantee[] = [
  {
    uid: CONVERSATION,
    name: 'user_idx',
    columns: ['user_id', 'last_message_at'],
    why: "A traveller's conversations",
  },
  {
    uid: CONVERSATION,
    name: 'agency_idx',
    columns: ['agency_id', 'last_message_at'],
    why: "An agency's conversations",
  },
  {
    uid: CONVERSATION,
    name: 'agency_assignment_unique',
    unique: true,
    columns: ['agency_assignment_id'],
    where: 'agency_assignment_id IS NOT NULL',
    why: 'One inquiry opened per routed assignment, however often (or concurrently) its event is delivered',
  },
  {
    uid: MESSAGE,
    name: 'conversation_idx',
    columns: ['conversation_id', 'id'],
    why: 'Messages oldest first, unread counts',
  },
  {
    uid: READ,
    name: 'conversation_user_unique',
    unique: true,
    columns: ['conversation_id', 'user_id'],
    why: 'One read marker per participant',
  },
];
