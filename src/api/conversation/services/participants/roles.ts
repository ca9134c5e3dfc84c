import type { Principal } from '../../../../plugins/contract/public';
import type { ConversationRow, SenderType } from '../../content-types/rows';

const isStaff = (principal: Principal) =>
  principal.roles.includes('admin') || principal.roles.includes('super_admin');

/**
 * Who takes part, and as what: the traveller (`user_id`) and the agency (`agency_id`) always; staff
 * on support conversations (their job) — the legacy rule that admins see conversations with a
 * flagged party waits for the flags of the marketplace. Anyone else: null (the conversation does
 * not exist for them: 404).
 */
export const roleIn = (principal: Principal, conversation: ConversationRow): SenderType | null => {
  if (conversation.user_id === principal.id) return 'user';
  if (conversation.agency_id !== null && conversation.agency_id === principal.id) return 'agency';
  if (conversation.type === 'direct_support' && isStaff(principal)) return 'admin';
  return null;
};

export const staffSees = isStaff;
