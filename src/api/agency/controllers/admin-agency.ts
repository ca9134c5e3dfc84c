import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  laravelMeta,
  pageRequestOf,
  paginationOf,
  recordIdOrNotFound,
  respond,
  respondWithPage,
  validBody,
} from '../../../plugins/contract/public';
import { FLAG_NOT_FOUND } from '../content-types/rows';
import { presentFlag } from '../presenters/flags';
import { routeSchema } from '../validators';
import { agency } from '../accessor';
import { assignmentIdOf, flagList } from './requests';

/** The admins' intake (routing requests to agencies) and their review of flags. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const review = async (ctx: Context, status: 'approved' | 'declined') => {
    const id = recordIdOrNotFound(ctx.params.id, FLAG_NOT_FOUND);
    const flag = await agency(strapi).flags.review(ctx.state.principal, id, status);
    respond(ctx, presentFlag(flag), { message: `Flag ${status}` });
  };

  return {
    async requests(ctx: Context) {
      const page = pageRequestOf(ctx);
      const { items, total } = await agency(strapi).assignments.waiting(page);
      respondWithPage(ctx, await agency(strapi).view.assignments(items), page, total, {
        message: 'Agency requests retrieved successfully',
        // The legacy admin page reads its paginator's keys under `pagination`.
        legacy: { pagination: laravelMeta(paginationOf(page, total), page.offset, items.length) },
      });
    },

    async route(ctx: Context) {
      const id = assignmentIdOf(ctx);
      const { agency_user_id } = validBody(ctx, routeSchema);
      const { row } = await agency(strapi).assignments.route(ctx.state.principal, id, agency_user_id);
      const [shown] = await agency(strapi).view.assignments([row]);
      respond(ctx, shown, { message: 'Agency assignment approved successfully' });
    },

    async flags(ctx: Context) {
      const { page, status } = flagList(ctx);
      const { items, total } = await agency(strapi).flags.list({ status }, page);
      respondWithPage(ctx, await agency(strapi).view.flags(items), page, total, {
        message: 'Flags retrieved successfully',
      });
    },

    approveFlag: (ctx: Context) => review(ctx, 'approved'),
    declineFlag: (ctx: Context) => review(ctx, 'declined'),
  };
};
