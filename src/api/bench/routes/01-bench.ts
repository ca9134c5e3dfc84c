import type { Context } from 'koa';
import { defineRoutes } from '../../../plugins/contract/server/routes/define';
import { jsonBody } from '../../../plugins/contract/server/http/body';
import { respond } from '../../../plugins/contract/server/http/envelope';

/**
 * Bench-mode routes only (BENCH_MODE=true), never part of the contract:
 * - the framework floor: the same pipeline as the catalog (our strategy, a throttle, the envelope) doing no work;
 * - a fixture maker: pending subscription orders, for the webhook scenario of `npm run bench`.
 */
const benchMode = process.env.BENCH_MODE === 'true';

const makeOrders = async (ctx: Context) => {
  const count = Math.min(Number(jsonBody(ctx).count ?? 100), 20000);
  const users = strapi.plugin('accounts').service('users');
  const email = 'bench-buyer@example.test';
  const buyer = (await users.findByEmail(email)) ?? (await users.create({ email, name: 'Bench', password: 'bench-password-1', role: 'user', verified: true }));
  const checkout = strapi.plugin('billing').service('checkout');
  const orders = [];
  for (let i = 0; i < count; i += 1) {
    const { order } = await checkout.initiate(buyer, { type: 'subscription', plan_id: 2 });
    orders.push({ merchant_order_id: order.merchant_order_id, provider_order_id: order.provider_order_id, total_cents: order.total_cents, currency: order.currency });
  }
  respond(ctx, orders);
};

export default defineRoutes(
  benchMode
    ? [
        { method: 'GET', path: '/bench/ping', handler: (ctx: Context) => respond(ctx, { pong: true }), access: 'public', throttle: 'catalog' },
        { method: 'POST', path: '/bench/orders', handler: makeOrders, access: 'public', throttle: 'api' },
      ]
    : [],
);
