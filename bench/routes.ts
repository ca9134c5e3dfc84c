import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { defineRoutes, jsonBody, respond } from '../src/plugins/contract/public';
import { accounts } from '../src/plugins/accounts/public';
import { billing } from '../src/plugins/billing/public';
import { outbox, queue } from '../src/plugins/queue/public';
import { benchAccount } from './account';

/**
 * The bench's own routes, declared like ours:
 * - the framework floor: the same pipeline as the catalog (our strategy, a throttle, the envelope) doing no work;
 * - a fixture maker: pending subscription orders, for the webhook scenario of `npm run bench`;
 * - a verified planner: a user with a token and an AI quota large enough for the planner scenario;
 * - a settle point: answers once the background work a scenario left (the outbox's events and the
 *   jobs they queue: 6000 payments' notifications and mails) is done, so it does not run during the next.
 */
const makeOrders = (strapi: Core.Strapi) => async (ctx: Context) => {
  const count = Math.min(Number(jsonBody(ctx).count ?? 100), 20000);
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'user' } });
  const checkout = billing(strapi).checkout;
  const run = Date.now().toString(36);
  const orders = [];
  for (let i = 0; i < count; i += 1) {
    // One buyer per order (each delivery activates a first paid plan). Written straight to the
    // table: a fixture needs no password hashing (nobody signs in as these buyers).
    const buyer = await strapi.db.query('plugin::users-permissions.user').create({
      data: {
        username: `bench-${run}-${i}@example.test`,
        email: `bench-${run}-${i}@example.test`,
        provider: 'local',
        password: 'unused',
        confirmed: true,
        email_verified_at: new Date(),
        role: role.id,
      },
    });
    const { order } = await checkout.initiate(buyer, { type: 'subscription', plan_id: 2 });
    orders.push({
      merchant_order_id: order.merchant_order_id,
      provider_order_id: order.provider_order_id,
      total_cents: order.total_cents,
      currency: order.currency,
    });
  }
  respond(ctx, orders);
};

const makePlanner = (strapi: Core.Strapi) => async (ctx: Context) => {
  const user = await benchAccount(strapi, 'user', `bench-planner-${Date.now().toString(36)}@example.test`);
  const subscription = await billing(strapi).subscriptions.entitlement(user);
  await strapi.db
    .query('plugin::billing.subscription')
    .update({ where: { id: subscription.id }, data: { ai_quota_total: 100_000_000, ai_quota_used: 0 } });
  const { token } = await accounts(strapi).tokens.issue({ id: user.id, roles: ['user'] });
  respond(ctx, { token });
};

const settle = (strapi: Core.Strapi) => async (ctx: Context) => {
  const started = Date.now();
  const settled = (await outbox(strapi).idle(300_000)) && (await queue(strapi).idle(300_000));
  respond(ctx, { settled, waited_ms: Date.now() - started });
};

export const benchRouter = (strapi: Core.Strapi) =>
  defineRoutes([
    {
      method: 'GET',
      path: '/bench/ping',
      handler: (ctx: Context) => respond(ctx, { pong: true }),
      access: 'public',
      throttle: 'catalog',
      undocumented: 'bench',
    },
    {
      method: 'POST',
      path: '/bench/orders',
      handler: makeOrders(strapi),
      access: 'public',
      throttle: 'api',
      undocumented: 'bench',
    },
    {
      method: 'POST',
      path: '/bench/planner',
      handler: makePlanner(strapi),
      access: 'public',
      throttle: 'api',
      undocumented: 'bench',
    },
    {
      method: 'POST',
      path: '/bench/settle',
      handler: settle(strapi),
      access: 'public',
      throttle: 'api',
      undocumented: 'bench',
    },
  ]);
