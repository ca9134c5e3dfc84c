import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NotFoundError, type Principal } from '../../../plugins/contract/public';
import { findPage, isUniqueViolation, tableOf } from '../../../plugins/platform/public';
import { listedFor, roleIn } from './participants/access';
import {
  CONVERSATION,
  CONVERSATION_NOT_FOUND,
  MESSAGE,
  READ,
  type ConversationRow,
  type MessageRow,
  type SenderType,
} from '../content-types/rows';
import { announceMessages } from './live/message-events';

type Page = { page: number; perPage: number };
const maxOf = (row: Record<string, unknown>) => Number(Object.values(row)[0]);
export type NewMessage = {
  senderId: number | null;
  senderType: SenderType;
  body: string;
  metadata?: object | null;
};

/** Conversations as rows: who may open one, listing, messages, read markers and unread counts. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const conversations = () => strapi.db.query(CONVERSATION);
  const messages = () => strapi.db.query(MESSAGE);
  const reads = () => strapi.db.query(READ);
  const knex = () => strapi.db.connection as unknown as Knex;

  return {
    /** The conversation and the caller's part in it; 404 for anyone who takes no part. */
    async open(principal: Principal, id: number) {
      const conversation = (await conversations().findOne({ where: { id } })) as ConversationRow | null;
      const role = conversation ? await roleIn(strapi, principal, conversation) : null;
      if (!conversation || !role) throw new NotFoundError(CONVERSATION_NOT_FOUND);
      return { conversation, role };
    },

    /** The conversations the caller takes part in (the rule of `participants/access.ts`), one page. */
    async list(principal: Principal, { page, perPage }: Page) {
      const where = await listedFor(strapi, principal);
      const orderBy = [{ last_message_at: 'desc' }, { id: 'desc' }];
      return findPage<ConversationRow>(conversations(), { where, orderBy, page, perPage });
    },

    messages(conversationId: number, { page, perPage }: Page) {
      const where = { conversation_id: conversationId };
      return findPage<MessageRow>(messages(), { where, orderBy: { id: 'asc' }, page, perPage });
    },

    /** Appends messages (in the caller's transaction, if any) and moves the conversation's clock. */
    async append(conversationId: number, added: NewMessage[]): Promise<MessageRow[]> {
      const rows: MessageRow[] = [];
      for (const message of added)
        rows.push(
          (await messages().create({
            data: {
              conversation_id: conversationId,
              sender_id: message.senderId,
              sender_type: message.senderType,
              body: message.body,
              metadata: message.metadata ?? null,
            },
          })) as MessageRow,
        );
      await conversations().update({ where: { id: conversationId }, data: { last_message_at: new Date() } });
      await announceMessages(strapi, rows);
      return rows;
    },

    /** Marks everything up to `messageId` (default: the newest) read for one participant. */
    async markRead(conversationId: number, userId: number, messageId?: number) {
      const upTo =
        messageId ??
        (
          (await messages().findOne({
            where: { conversation_id: conversationId },
            orderBy: { id: 'desc' },
          })) as MessageRow | null
        )?.id ??
        0;
      const forward = () =>
        reads().updateMany({
          where: { conversation_id: conversationId, user_id: userId, last_read_message_id: { $lt: upTo } },
          data: { last_read_message_id: upTo },
        });
      if (await reads().findOne({ where: { conversation_id: conversationId, user_id: userId } }))
        return void (await forward());
      try {
        await reads().create({
          data: { conversation_id: conversationId, user_id: userId, last_read_message_id: upTo },
        });
      } catch (error) {
        // Another request of the same participant created the marker first: move it instead.
        if (!isUniqueViolation(error)) throw error;
        await forward();
      }
    },

    /** Read markers of every participant of some conversations: conversation → user → last read id. */
    async markers(conversationIds: number[]) {
      const rows = (await reads().findMany({
        where: { conversation_id: { $in: conversationIds } },
      })) as Array<{
        conversation_id: number;
        user_id: number;
        last_read_message_id: number;
      }>;
      const byConversation = new Map<number, Map<number, number>>();
      for (const row of rows) {
        const users = byConversation.get(row.conversation_id) ?? new Map<number, number>();
        users.set(row.user_id, row.last_read_message_id);
        byConversation.set(row.conversation_id, users);
      }
      return byConversation;
    },

    /** Messages of others that the caller has not read, per conversation (one query for a page). */
    async unreadCounts(userId: number, conversationIds: number[]) {
      const counts = new Map<number, number>(conversationIds.map((id) => [id, 0]));
      if (conversationIds.length === 0) return counts;
      const rows = (await knex()(`${tableOf(strapi, MESSAGE)} as m`)
        .leftJoin(`${tableOf(strapi, READ)} as r`, function joinMarker() {
          this.on('r.conversation_id', '=', 'm.conversation_id').andOn(
            'r.user_id',
            '=',
            knex().raw('?', [userId]),
          );
        })
        .whereIn('m.conversation_id', conversationIds)
        .whereRaw('m.id > coalesce(r.last_read_message_id, 0)')
        .where((q) => q.whereNull('m.sender_id').orWhereNot('m.sender_id', userId))
        .groupBy('m.conversation_id')
        .select('m.conversation_id')
        .count({ unread: '*' })) as Array<{ conversation_id: number; unread: number | string }>;
      for (const row of rows) counts.set(Number(row.conversation_id), Number(row.unread));
      return counts;
    },

    /** The newest message of each conversation (one query for a page). */
    async latest(conversationIds: number[]) {
      const latest = new Map<number, MessageRow>();
      if (conversationIds.length === 0) return latest;
      const table = tableOf(strapi, MESSAGE);
      const newest = knex()(table)
        .whereIn('conversation_id', conversationIds)
        .groupBy('conversation_id')
        .max('id');
      const rows = (await messages().findMany({
        where: { id: { $in: (await newest).map(maxOf) } },
      })) as MessageRow[];
      for (const row of rows) latest.set(row.conversation_id, row);
      return latest;
    },
  };
};
