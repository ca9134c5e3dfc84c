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
import { isTrashed, trashScopeFrom } from '../../../plugins/soft-delete/public';
import { TRIP_NOT_FOUND } from '../lib/access';
import type { TripRow } from '../lib/rows';
import { TRIP_STATUSES, adminCreateTripSchema, adminUpdateTripSchema } from '../validators';
import { trips } from '../public';

const idOf = (ctx: Context) => recordIdOrNotFound(ctx.params.id, TRIP_NOT_FOUND);

/** /api/admin/trips: list (with `trashed`, `user_id`, `status`, `search`), create, update, trash, restore. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const admin = () => trips(strapi).admin;
  const withTrash = async (trip: TripRow) => ({
    ...(await trips(strapi).view.detail(trip)),
    deleted_at: trip.deleted_at ? new Date(trip.deleted_at).toISOString() : null,
  });

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
      const data = (await trips(strapi).view.summaries(items, { withUser: true })).map((trip, index) => ({
        ...trip,
        deleted_at: isTrashed(items[index]) ? new Date(items[index].deleted_at!).toISOString() : null,
      }));
      respondWithPage(ctx, data, page, total, { message: 'Trips retrieved successfully' });
    },

    async create(ctx: Context) {
      const trip = await admin().create(validBody(ctx, adminCreateTripSchema));
      respond(ctx, await withTrash(trip), { status: 201, message: 'Trip created successfully' });
    },

    async update(ctx: Context) {
      const id = idOf(ctx);
      const trip = await admin().update(id, validBody(ctx, adminUpdateTripSchema));
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
