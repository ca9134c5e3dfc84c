import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { defineRoutes, jsonBody, respond } from '../src/plugins/contract/public';
import { newRowColumns, tableOf } from '../src/plugins/platform/public';
import { accounts } from '../src/plugins/accounts/public';
import { ASSIGNMENT } from '../src/api/agency/public';
import { TRIP } from '../src/api/trip/public';
import { insertAll } from './insert-all';
import { benchAccount } from './account';

const STATES = ['admin_approved', 'agency_approved', 'completed', 'agency_declined'] as const;

/**
 * A busy agency for the marketplace scenarios of `npm run bench`: `count` assignments of one
 * customer in mixed states, a trip each, and a paid trip-package order for every completed one;
 * answers the agency's token.
 */
const makeAgency = (strapi: Core.Strapi) => async (ctx: Context) => {
  const count = Math.min(Number(jsonBody(ctx).count ?? 1000), 100000);
  const run = Date.now().toString(36);
  const agencyUser = await benchAccount(strapi, 'agency', `bench-agency-${run}@example.test`);
  const customer = await benchAccount(strapi, 'user', `bench-customer-${run}@example.test`);
  const knex = strapi.db.connection as unknown as Knex;
  const states = Array.from({ length: count }, (_, i) => STATES[i % STATES.length]);
  const assignments = await insertAll(
    knex,
    tableOf(strapi, ASSIGNMENT),
    states.map((state) => ({
      ...newRowColumns(),
      customer_id: customer.id,
      agency_user_id: agencyUser.id,
      budget_level: 'medium',
      state,
    })),
  );
  const trips = await insertAll(
    knex,
    tableOf(strapi, TRIP),
    assignments.map((id, i) => ({
      ...newRowColumns(),
      user_id: customer.id,
      title: `Bench trip ${i}`,
      travel_style: 'custom',
      state: states[i] === 'completed' ? 'booked' : 'pending',
      budget: 1000 + i,
      agency_assignment_id: id,
      agency_user_id: agencyUser.id,
      is_public: false,
      is_fork: false,
    })),
  );
  const paid = trips.filter((_, i) => states[i] === 'completed');
  const orders = await insertAll(
    knex,
    tableOf(strapi, 'plugin::billing.order'),
    paid.map((_, i) => ({
      ...newRowColumns(),
      user_id: customer.id,
      state: 'fulfilled',
      total_cents: 105000 + i,
      currency: 'EGP',
      purchase_type: 'trip_package',
      seller_id: agencyUser.id,
      merchant_order_id: `bench-${run}-${i}`,
      provider: 'sandbox',
      paid_at: new Date(),
    })),
  );
  await insertAll(
    knex,
    tableOf(strapi, 'plugin::billing.order-item'),
    orders.map((orderId, i) => ({
      ...newRowColumns(),
      order_id: orderId,
      product_type: 'trip',
      product_id: paid[i],
      name: `Trip package ${i}`,
      price_cents: 105000 + i,
      metadata: JSON.stringify({ purchase_type: 'trip_package', trip_id: paid[i] }),
    })),
  );
  const { token } = await accounts(strapi).tokens.issue({ id: agencyUser.id, roles: ['agency'] });
  respond(ctx, { token, assignments: assignments.length, paid: orders.length });
};

export const benchAgencyRouter = (strapi: Core.Strapi) =>
  defineRoutes([
    {
      method: 'POST',
      path: '/bench/agency',
      handler: makeAgency(strapi),
      access: 'public',
      throttle: 'api',
      undocumented: 'bench',
    },
  ]);
