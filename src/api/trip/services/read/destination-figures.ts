import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { tableOf } from '../../../../plugins/platform/public';
import { LIVE, scopeTrash } from '../../../../plugins/soft-delete/public';
import { DESTINATION_VISIT, TRIP } from '../../content-types/rows';

const liveVisits = (strapi: Core.Strapi, knex: Knex, destinationId: string) =>
  scopeTrash(
    knex(`${tableOf(strapi, DESTINATION_VISIT)} as v`)
      .join(`${tableOf(strapi, TRIP)} as tr`, 'tr.id', 'v.trip_id')
      .where('v.destination_id', knex.ref(destinationId)),
    'live',
    'tr',
  );

/**
 * The catalog's trip figures (its `tripFigures` port, provided in src/index.ts): subqueries of
 * its page query for the destination whose id is in the column `destinationId` — the live trips
 * that visit it (a trip counts once however many days it spends there: one visit row per trip and
 * destination, a unique index) and their distinct travellers — and the live trips in all.
 */
export const tripFiguresFromDb = {
  visits: (strapi: Core.Strapi, knex: Knex, destinationId: string) => ({
    trips: liveVisits(strapi, knex, destinationId).count('*'),
    travellers: liveVisits(strapi, knex, destinationId).countDistinct('tr.user_id'),
  }),
  liveTrips: async (strapi: Core.Strapi) => strapi.db.query(TRIP).count({ where: LIVE }),
};
