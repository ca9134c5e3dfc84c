import { readRecordId } from '../../../../plugins/contract/public';
import { registerChannel } from '../../../../plugins/live/public';
import { CONVERSATION, type ConversationRow } from '../../content-types/rows';
import { isStaff, partyRole } from '../participants/roles';

/** A conversation's channel (CONTRACT §13): its messages as they are sent. */
export const CONVERSATION_CHANNEL_PREFIX = 'private-conversation.';
export const conversationChannel = (conversationId: number) =>
  `${CONVERSATION_CHANNEL_PREFIX}${conversationId}`;

/**
 * Who may listen: the conversation's traveller and agency, and admins and super admins on any
 * conversation (the legacy channel rule, wider than the REST reads' flagged-party rule); never a
 * personal access token.
 */
export const registerConversationChannel = () =>
  registerChannel({
    prefix: CONVERSATION_CHANNEL_PREFIX,
    scope: null,
    async authorize(strapi, principal, id) {
      // The channel names the record by its canonical id: `.07` is no channel of record 7.
      const reading = readRecordId(id);
      if (!('id' in reading) || String(reading.id) !== id) return false;
      const conversation = (await strapi.db
        .query(CONVERSATION)
        .findOne({ where: { id: reading.id } })) as ConversationRow | null;
      return Boolean(conversation && (partyRole(principal, conversation) || isStaff(principal)));
    },
  });
