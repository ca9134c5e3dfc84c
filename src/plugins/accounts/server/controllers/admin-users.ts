import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  respond,
  recordIdOrNotFound,
  readPageRequest,
  respondWithPage,
  QueryReader,
  parseSort,
  validBody,
} from '../../../contract/public';
import {
  ROLE_NAMES,
  activeFlagSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  blockFlagSchema,
} from '../validators';
import { accounts } from '../../accessor';

const SORTABLE = { id: 'id', name: 'name', email: 'email', created_at: 'createdAt' };

const userId = (ctx: Context) => recordIdOrNotFound(ctx.params.user, 'User not found');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const admin = () => accounts(strapi).adminUsers;

  return {
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const filters = {
        search: reader.firstString(['search', 'query', 'q']),
        role: reader.oneOf('role', ROLE_NAMES),
      };
      reader.assertValid();
      const sort = parseSort(ctx.query.sort, SORTABLE);
      const { items, total } = await admin().list(filters, page, sort);
      respondWithPage(ctx, items, page, total, { message: 'Users retrieved successfully.' });
    },

    async create(ctx: Context) {
      const input = validBody(ctx, adminUserCreateSchema);
      respond(ctx, await admin().create(ctx.state.principal, input), {
        message: 'User created successfully.',
        status: 201,
      });
    },

    async show(ctx: Context) {
      respond(ctx, await admin().show(userId(ctx)));
    },

    async update(ctx: Context) {
      const id = userId(ctx);
      const input = validBody(ctx, adminUserUpdateSchema);
      respond(ctx, await admin().update(ctx.state.principal, id, input), {
        message: 'User updated successfully.',
      });
    },

    /** Activates (active, not blocked) unless the body says `is_active: false`. */
    async setActive(ctx: Context) {
      const id = userId(ctx);
      const { is_active } = validBody(ctx, activeFlagSchema);
      const user = await admin().setStanding(ctx.state.principal, id, { activate: is_active ?? true });
      respond(ctx, user, {
        message: user.is_active ? 'User activated successfully.' : 'User deactivated successfully.',
      });
    },

    /** Blocks unless the body says `blocked: false`. */
    async setBlocked(ctx: Context) {
      const id = userId(ctx);
      const { blocked } = validBody(ctx, blockFlagSchema);
      const user = await admin().setStanding(ctx.state.principal, id, { block: blocked ?? true });
      respond(ctx, user, {
        message: user.blocked ? 'User blocked successfully.' : 'User unblocked successfully.',
      });
    },

    async destroy(ctx: Context) {
      await admin().remove(ctx.state.principal, userId(ctx));
      respond(ctx, null, { message: 'User deleted successfully.' });
    },
  };
};
