import type { Context } from 'koa';
import { defineRoutes } from '../../../plugins/contract/server/routes/define';
import { respond } from '../../../plugins/contract/server/http/envelope';

/**
 * The framework floor of `npm run bench`: a route through the same pipeline as the catalog
 * (our strategy, the catalog throttle, the envelope) doing no work. Only in bench mode.
 */
const benchMode = process.env.BENCH_MODE === 'true';

export default defineRoutes(
  benchMode ? [{ method: 'GET', path: '/bench/ping', handler: (ctx: Context) => respond(ctx, { pong: true }), access: 'public', throttle: 'catalog' }] : [],
);
