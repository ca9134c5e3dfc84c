import type { Core } from '@strapi/strapi';
import { findPage } from '../../../plugins/platform/public';
import { TRIP_ACTIVITY, type TripActivityRow } from '../content-types/rows';

/** A trip's activity (CONTRACT §14): one row per version, written with the change; newest first. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  page(tripId: number, { page, perPage }: { page: number; perPage: number }) {
    return findPage<TripActivityRow>(strapi.db.query(TRIP_ACTIVITY), {
      where: { trip_id: tripId },
      orderBy: [{ version: 'desc' }],
      page,
      perPage,
    });
  },
});
