import type { Core } from '@strapi/strapi';
import { contract, type Principal } from '../../../plugins/contract/public';
import { ai } from '../../../plugins/ai/public';
import {
  CONVERSATION,
  MESSAGE,
  type ConversationRow,
  type ConversationType,
  type MessageRow,
  type SenderType,
} from '../content-types/rows';
import type { CreateConversation, SendMessage } from '../validators';
import { conversations } from '../accessor';

/** How many earlier messages the concierge reads with a new question. */
const HISTORY = 10;

/** CONTRACT §10: the default titles. */
export const defaultTitle = (type: ConversationType) =>
  type === 'ai_concierge' ? 'AI Travel Concierge' : 'Travel Inquiry';

/**
 * Opening conversations and sending messages. In an `ai_concierge` conversation the traveller's
 * message is answered by the AI plugin's concierge, metered and throttled like every AI route
 * (CONTRACT §3): the unit is reserved before anything is written, the message and the reply are
 * stored together, and an exhausted quota (402) or a throttled caller (429) leaves nothing behind.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const threads = () => conversations(strapi).threads;
  const transaction = <T>(work: () => Promise<T>): Promise<T> => strapi.db.transaction(work) as Promise<T>;

  /** The `ai` throttle, counted for AI replies sent through the conversation routes. */
  const throttleAi = (principal: Principal) =>
    contract(strapi).throttles.consume('ai', () => `user:${principal.id}`);

  const historyOf = async (conversationId: number) => {
    const rows = (await strapi.db.query(MESSAGE).findMany({
      where: { conversation_id: conversationId },
      orderBy: { id: 'desc' },
      limit: HISTORY,
    })) as MessageRow[];
    return rows.reverse().map((row) => ({
      role: row.sender_type === 'ai' ? ('assistant' as const) : ('user' as const),
      content: row.body,
    }));
  };

  /** The traveller's message and the concierge's reply, written in one transaction inside the metered unit. */
  const askConcierge = async (
    principal: Principal,
    conversation: { id?: number; trip_id: number | null },
    message: string,
    write: (reply: string) => Promise<MessageRow[]>,
  ) => {
    await throttleAi(principal);
    const history = conversation.id ? await historyOf(conversation.id) : [];
    return ai(strapi).concierge.reply(
      principal,
      { tripId: conversation.trip_id, message, history },
      (answer) => transaction(() => write(answer.value)),
    );
  };

  return {
    async create(principal: Principal, input: CreateConversation): Promise<ConversationRow> {
      const parties = await conversations(strapi).parties.of(principal, input);
      const senderType: SenderType = parties.agencyId === principal.id ? 'agency' : 'user';
      const open = async () =>
        (await strapi.db.query(CONVERSATION).create({
          data: {
            type: input.type,
            title: input.title ?? defaultTitle(input.type),
            user_id: parties.userId,
            agency_id: parties.agencyId,
            trip_id: parties.tripId,
          },
        })) as ConversationRow;
      const first = input.initial_message;
      if (!first) return open();
      if (input.type !== 'ai_concierge')
        return transaction(async () => {
          const conversation = await open();
          await threads().append(conversation.id, [{ senderId: principal.id, senderType, body: first }]);
          return conversation;
        }).then(async (conversation: ConversationRow) => {
          await threads().markRead(conversation.id, principal.id);
          return conversation;
        });
      let created: ConversationRow | null = null;
      await askConcierge(principal, { trip_id: parties.tripId }, first, async (reply) => {
        created = await open();
        return threads().append(created.id, [
          { senderId: principal.id, senderType, body: first },
          { senderId: null, senderType: 'ai', body: reply },
        ]);
      });
      // The reply is in the answer: the sender has read it (outside the transaction: a marker is no part of the write).
      await threads().markRead(created!.id, principal.id);
      return created!;
    },

    /** One message; in an AI conversation the traveller's message comes back with the concierge's reply. */
    async send(principal: Principal, conversationId: number, input: SendMessage) {
      const { conversation, role } = await threads().open(principal, conversationId);
      const mine = { senderId: principal.id, senderType: role, body: input.body, metadata: input.metadata };
      if (conversation.type !== 'ai_concierge' || role !== 'user') {
        const [message] = await transaction(() => threads().append(conversation.id, [mine]));
        await threads().markRead(conversation.id, principal.id);
        return { conversation, message, reply: null };
      }
      const [message, reply] = await askConcierge(principal, conversation, input.body, (text) =>
        threads().append(conversation.id, [mine, { senderId: null, senderType: 'ai', body: text }]),
      );
      await threads().markRead(conversation.id, principal.id);
      return { conversation, message, reply };
    },
  };
};
