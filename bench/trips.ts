import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { defineRoutes, respond, type Principal } from '../src/plugins/contract/public';
import { accounts } from '../src/plugins/accounts/public';
import { COLLECTIONS, catalog } from '../src/api/catalog/public';
import { TRIP_MEMBER, trips } from '../src/api/trip/public';
import { benchAccount } from './account';

/**
 * A trip planned together, for (k) of `npm run bench`: its owner, an editor and four viewers, 20
 * attractions over 5 days; answers the editor's token and the trip's id (the editor reads it).
 */
const makeSharedTrip = (strapi: Core.Strapi) => async (ctx: Context) => {
  const run = Date.now().toString(36);
  const owner = await benchAccount(strapi, 'user', `bench-owner-${run}@example.test`);
  const { items } = await catalog(strapi).reader.list(COLLECTIONS.attractions, { perPage: 20 });
  const trip = await trips(strapi).trips.create(
    { id: owner.id } as Principal,
    {
      title: 'Bench trip, planned together',
      no_of_days: 5,
      days: Array.from({ length: 5 }, (_, day) => ({
        day_number: day + 1,
        items: items
          .slice(day * 4, day * 4 + 4)
          .map((item) => ({ type: 'attraction', itemable_id: item.id as number })),
      })),
    } as never,
  );
  const members = [];
  for (const [n, role] of ['editor', 'viewer', 'viewer', 'viewer', 'viewer'].entries()) {
    const member = await benchAccount(strapi, 'user', `bench-member-${run}-${n}@example.test`);
    await strapi.db.query(TRIP_MEMBER).create({
      data: { trip_id: trip.id, user_id: member.id, role, state: 'accepted', joined_at: new Date() },
    });
    members.push(member);
  }
  const { token } = await accounts(strapi).tokens.issue({ id: members[0].id, roles: ['user'] });
  respond(ctx, { token, trip_id: trip.id });
};

export const benchTripsRouter = (strapi: Core.Strapi) =>
  defineRoutes([
    {
      method: 'POST',
      path: '/bench/shared-trip',
      handler: makeSharedTrip(strapi),
      access: 'public',
      throttle: 'api',
      undocumented: 'bench',
    },
  ]);
