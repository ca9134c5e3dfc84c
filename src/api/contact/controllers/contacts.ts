import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  QueryReader,
  readPageRequest,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { presentContact } from '../presenters/contacts';
import { CONTACT_STATES, contactSchema } from '../validators';
import { contacts } from '../accessor';

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, 'Contact message not found');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => contacts(strapi).contacts;
  return {
    async create(ctx: Context) {
      const input = validBody(ctx, contactSchema);
      // A signed-in sender is remembered with the message; the form works without an account.
      const row = await service().create(input, ctx.state.principal?.id ?? null);
      respond(ctx, presentContact(row), { status: 201, message: 'Your message has been sent successfully.' });
    },
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const state = reader.oneOf('status', CONTACT_STATES);
      reader.assertValid();
      const { items, total } = await service().list(state, page);
      respondWithPage(ctx, items.map(presentContact), page, total, {
        message: 'Contact messages retrieved successfully',
      });
    },
    async read(ctx: Context) {
      respond(ctx, presentContact(await service().mark(idOf(ctx), 'read')), {
        message: 'Contact message marked as read',
      });
    },
    async resolve(ctx: Context) {
      respond(ctx, presentContact(await service().mark(idOf(ctx), 'resolved')), {
        message: 'Contact message marked as resolved',
      });
    },
  };
};
