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
import { trashScopeFrom, withTrashedAt } from '../../../plugins/soft-delete/public';
import { TRIP_NOT_FOUND } from '../services/rules/access';
import type { TripRow } from '../content-types/rows';
import { TRIP_STATUSES, adminCreateTripSchema, adminUpdateTripSchema } from '../validators';
import { trips } from '../accessor';

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, TRIP_NOT_FOUND);

/** /api/admin/trips: list (with `trashed`, `user_id`, `status`, `search`), create, update, trash, restore. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const admin = () => trips(strapi).admin;
  const withTrash = async (trip: TripRow) => withTrashedAt(await trips(strapi).view.detail(trip), trip);

  return {
    async index(ctx: Context) {
      const reader = new QueryReader(ctx.query);
      const page = readPageRequest(reader);
      const filters = {
        trash: trashScopeFrom(reader),
        userId: reader.recordId('user_id'),
        status: reader.oneOf('status', TRIP_STATUSES),
        search: reader.firstString(['search', 'q']),
      };
      reader.assertValid();
      const { items, total } = await admin().list(filters, page.page, page.perPage);
      const summaries = await trips(strapi).view.summaries(items, { withUser: true });
      const data = summaries.map((summary, index) => withTrashedAt(summary, items[index]));
      respondWithPage(ctx, data, page, total, { message: 'Trips retrieved successfully' });
    },

    async create(ctx: Context) {
      const trip = await admin().create(validBody(ctx, adminCreateTripSchema));
      respond(ctx, await withTrash(trip), { status: 201, message: 'Trip created successfully' });
    },

    async update(ctx: Context) {
      const id = idOf(ctx);
      const trip = await admin().update(id, validBody(ctx, adminUpdateTripSchema), ctx.state.principal.id);
      respond(ctx, await withTrash(trip), { message: 'Trip updated successfully' });
    },

    async destroy(ctx: Context) {
      await admin().trash(idOf(ctx));
      respond(ctx, null, { message: 'Trip moved to the trash.' });
    },

    async restore(ctx: Context) {
      const trip = await admin().restore(idOf(ctx));
      respond(ctx, await withTrash(trip), { message: 'Trip restored successfully.' });
    },
  };
};
