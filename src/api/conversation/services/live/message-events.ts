import type { Core } from '@strapi/strapi';
import { accounts } from '../../../../plugins/accounts/public';
import { live } from '../../../../plugins/live/public';
import type { MessageRow } from '../../content-types/rows';
import { presentMessage, senderNameOf } from '../../presenters/conversations';
import { conversationChannel } from './conversation-channel';

/**
 * `message.sent` on the conversation's channel for each message (the concierge's replies too),
 * once the transaction that wrote them commits, leaving out the sender's own socket (`X-Socket-ID`).
 * Every listener gets the same payload: a sender is named by name only, never by e-mail.
 */
export const announceMessages = async (strapi: Core.Strapi, rows: MessageRow[]) => {
  const names = await accounts(strapi).people.byIds(
    rows.map((row) => row.sender_id),
    ['name'],
  );
  const appName = strapi.config.get('plugin::contract.appName') as string;
  for (const row of rows) {
    const sender = row.sender_id ? names.get(row.sender_id) : undefined;
    const senderName = senderNameOf(row, sender && { ...sender, email: null }, appName);
    const { is_read: _read, ...message } = presentMessage(row, senderName, undefined);
    await live(strapi).live.afterCommit(conversationChannel(row.conversation_id), 'message.sent', message);
  }
};
