import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { definePort } from '../../../../plugins/platform/public';

/**
 * What the catalog shows of trips, which the trips module owns: for the destination whose id is in
 * the column `destinationId` of the page query, scalar subqueries of the live trips that visit it
 * and of their distinct travellers; and the live trips in all (`/stats/summary`).
 */
export type TripFigures = {
  visits(
    strapi: Core.Strapi,
    knex: Knex,
    destinationId: string,
  ): { trips: Knex.QueryBuilder; travellers: Knex.QueryBuilder } | null;
  liveTrips(strapi: Core.Strapi): Promise<number>;
};

/** The trips module provides them (src/index.ts); without it, destinations show no trips. */
export const tripFigures = definePort<TripFigures>('catalog.trip-figures', {
  visits: () => null,
  liveTrips: async () => 0,
});

/** How many approved, live reviews the catalog has in all (`/stats/summary`): the reviews module's to count. */
export const approvedReviewCount = definePort<(strapi: Core.Strapi) => Promise<number>>(
  'catalog.approved-review-count',
  async () => 0,
);
