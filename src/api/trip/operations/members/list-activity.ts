import type { Core } from '@strapi/strapi';
import type { PageRequest, Principal } from '../../../../plugins/contract/public';
import { presentActivity } from '../../presenters/members';
import { trips } from '../../accessor';
import { namesOf } from './people';

/** GET /trips/{trip}/activity: who changed what and when, newest first; members (and admins) only. */
export const listActivity = async (
  strapi: Core.Strapi,
  principal: Principal,
  { tripId, page }: { tripId: number; page: PageRequest },
) => {
  await trips(strapi).trips.ofMember(principal, tripId);
  const { items, total } = await trips(strapi).activity.page(tripId, page);
  const people = await namesOf(
    strapi,
    items.map((row) => row.user_id),
  );
  return {
    result: { items: items.map((row) => presentActivity(row, people)), total },
    message: 'Activity retrieved successfully',
  };
};
