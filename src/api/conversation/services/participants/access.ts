import type { Core } from '@strapi/strapi';
import type { Principal } from '../../../../plugins/contract/public';
import { agency } from '../../../agency/public';
import type { ConversationRow, SenderType } from '../../content-types/rows';
import { isStaff, partyRole } from './roles';

/**
 * Who takes part in a conversation, and as what (legacy-behaviour §3.9, "Access: participants;
 * admins only if a related flag exists"):
 *
 * - its traveller (`user_id`) as `user` and its agency (`agency_id`) as `agency`, always;
 * - staff (admin, super_admin) as `admin`: on every `direct_support` conversation (their job), and
 *   on an `agency_inquiry` only while a flag stands on an assignment between that conversation's
 *   own two parties — its traveller as the assignment's customer and its agency as the assignment's
 *   agency. A flag of any status counts — pending, approved or declined: once filed it stays on the
 *   record the admins review (the marketplace's `parties.flagged` and `parties.flaggedPairs`).
 *
 * "Related flag" is read narrowly on purpose: a flag opens the conversations between the two parties
 * of the flagged assignment, not every conversation of the flagged user — their threads with other
 * agencies and their AI concierge say nothing about the dispute, and stay private. Staff never see
 * an `ai_concierge` conversation that is not their own.
 *
 * Anyone else takes no part: the conversation does not exist for them (404).
 */
export const roleIn = async (
  strapi: Core.Strapi,
  principal: Principal,
  conversation: ConversationRow,
): Promise<SenderType | null> => {
  const party = partyRole(principal, conversation);
  if (party) return party;
  if (!isStaff(principal)) return null;
  if (conversation.type === 'direct_support') return 'admin';
  if (conversation.type !== 'agency_inquiry' || conversation.agency_id === null) return null;
  return (await agency(strapi).parties.flagged(conversation.user_id, conversation.agency_id))
    ? 'admin'
    : null;
};

/**
 * The `where` of the conversations a caller lists — the same rule as `roleIn`: their own (as
 * traveller or agency); for staff also every support conversation and the inquiries between the
 * two parties of each flagged assignment. The marketplace answers the flagged pairs; the page is
 * then one `$or` query, whatever the caller.
 */
export const listedFor = async (strapi: Core.Strapi, principal: Principal) => {
  const listed: Record<string, unknown>[] = [{ user_id: principal.id }, { agency_id: principal.id }];
  if (isStaff(principal)) {
    listed.push({ type: 'direct_support' });
    for (const pair of await agency(strapi).parties.flaggedPairs())
      listed.push({ type: 'agency_inquiry', user_id: pair.customerId, agency_id: pair.agencyId });
  }
  return { $or: listed };
};
