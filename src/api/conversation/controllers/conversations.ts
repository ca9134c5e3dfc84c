import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  pageRequestOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { CONVERSATION_NOT_FOUND } from '../content-types/rows';
import { createConversationSchema, sendMessageSchema } from '../validators';
import { conversations } from '../accessor';

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.conversation, CONVERSATION_NOT_FOUND);
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const module = () => conversations(strapi);
  const shown = async (ctx: Context, id: number) => {
    const { conversation } = await module().threads.open(ctx.state.principal, id);
    return (await module().view.conversations([conversation], ctx.state.principal))[0];
  };

  return {
    async index(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await module().threads.list(ctx.state.principal, page);
      const data = await module().view.conversations(items, ctx.state.principal);
      respondWithPage(ctx, data, page, total, { message: 'Conversations retrieved successfully' });
    },

    async create(ctx: Context) {
      const input = validBody(ctx, createConversationSchema);
      const conversation = await module().conversations.create(ctx.state.principal, input);
      respond(ctx, await shown(ctx, conversation.id), {
        status: 201,
        message: 'Conversation created successfully',
      });
    },

    async show(ctx: Context) {
      respond(ctx, await shown(ctx, idOf(ctx)), { message: 'Conversation retrieved successfully' });
    },

    async messages(ctx: Context) {
      const { conversation } = await module().threads.open(ctx.state.principal, idOf(ctx));
      const page = pageRequestOf(ctx);
      const { items, total } = await module().threads.messages(conversation.id, page);
      const data = await module().view.messages(conversation, items, ctx.state.principal);
      respondWithPage(ctx, data, page, total, {
        message: 'Messages retrieved successfully',
      });
    },

    async send(ctx: Context) {
      const id = idOf(ctx);
      const input = validBody(ctx, sendMessageSchema);
      const { conversation, message, reply } = await module().conversations.send(
        ctx.state.principal,
        id,
        input,
      );
      const [shownMessage, shownReply] = await module().view.messages(
        conversation,
        reply ? [message, reply] : [message],
        ctx.state.principal,
      );
      respond(
        ctx,
        { message: shownMessage, ai_reply: shownReply ?? null },
        { status: 201, message: 'Message sent successfully' },
      );
    },

    async read(ctx: Context) {
      const id = idOf(ctx);
      await module().threads.open(ctx.state.principal, id);
      await module().threads.markRead(id, ctx.state.principal.id);
      respond(ctx, null, { message: 'Conversation marked as read' });
    },
  };
};
