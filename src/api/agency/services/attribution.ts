import type { Core } from '@strapi/strapi';
import { billing } from '../../../plugins/billing/public';
import { trips } from '../../trip/public';
import { ASSIGNMENT, type AssignmentRow } from '../content-types/rows';

const BATCH = 500;

/**
 * Trips built before trips named their agency, and orders priced before orders named their
 * seller, attributed once at boot to the agency of the trip's assignment: the earnings' totals
 * count them from then on. The orders first, so a boot stopped halfway finds the trips again.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async backfill(): Promise<number> {
    let done = 0;
    for (let after = 0; ; ) {
      const built = await trips(strapi).built.unattributed(after, BATCH);
      if (built.length === 0) return done;
      after = built[built.length - 1]!.id;
      const assignments = (await strapi.db.query(ASSIGNMENT).findMany({
        select: ['id', 'agency_user_id'],
        where: { id: { $in: [...new Set(built.map((trip) => trip.assignmentId))] } },
      })) as AssignmentRow[];
      const agencyOf = new Map(assignments.map((row) => [row.id, row.agency_user_id]));
      // Trip ids by the agency of their assignment (an unrouted assignment has none: left as is).
      const byAgency = new Map<number, number[]>();
      for (const trip of built) {
        const agencyUserId = agencyOf.get(trip.assignmentId);
        if (!agencyUserId) continue;
        const ids = byAgency.get(agencyUserId) ?? [];
        ids.push(trip.id);
        byAgency.set(agencyUserId, ids);
      }
      await billing(strapi).receipts.attribute({
        purchaseType: 'trip_package',
        productType: 'trip',
        sellers: byAgency,
      });
      await trips(strapi).built.attribute(byAgency);
      done += [...byAgency.values()].reduce((sum, ids) => sum + ids.length, 0);
    }
  },
});
