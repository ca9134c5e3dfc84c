import type { Principal } from '../../../../plugins/contract/public';
import type { ConversationRow } from '../../content-types/rows';

/** Staff: the roles that moderate (support conversations, flagged marketplace threads). */
export const isStaff = (principal: Principal) =>
  principal.roles.includes('admin') || principal.roles.includes('super_admin');

/**
 * The part a conversation's own parties play: the traveller (`user_id`) and the agency
 * (`agency_id`). Anyone else is no party (staff may still take part: `participants/access.ts`).
 */
export const partyRole = (principal: Principal, conversation: ConversationRow): 'user' | 'agency' | null => {
  if (conversation.user_id === principal.id) return 'user';
  if (conversation.agency_id !== null && conversation.agency_id === principal.id) return 'agency';
  return null;
};
