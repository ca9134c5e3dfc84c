/**
 * A second Strapi process for multi-instance tests: it takes its whole configuration from the
 * environment it is started with (the first instance's database and Redis), listens on an
 * ephemeral port and prints `READY <port>`. SIGTERM drains it as `npm start` does.
 * `TEST_DRAIN_ROUTES=true` adds a slow route and a slow job, for the shutdown tests.
 */
import { writeFileSync } from 'fs';
import path from 'path';
import type { AddressInfo } from 'net';
import type { Context } from 'koa';
import { installGracefulShutdown, platform } from '../../src/plugins/platform/public';
import { mountTestRoutes } from './test-routes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const drainRoutes = (strapi: import('@strapi/strapi').Core.Strapi) =>
  mountTestRoutes(strapi, [
    {
      method: 'GET',
      path: '/slow',
      access: 'public',
      throttle: 'api',
      handler: async (ctx: Context) => {
        await sleep(Number(ctx.query.ms ?? 1000));
        ctx.body = { success: true, message: 'slow', data: { ms: Number(ctx.query.ms ?? 1000) } };
      },
    },
    {
      method: 'POST',
      path: '/job',
      access: 'public',
      throttle: 'api',
      handler: async (ctx: Context) => {
        const { ms, marker } = ctx.query as { ms: string; marker: string };
        void platform(strapi).lifecycle.run('test job', async () => {
          await sleep(Number(ms));
          writeFileSync(marker, 'done');
        });
        ctx.status = 202;
        ctx.body = { success: true, message: 'started', data: null };
      },
    },
    {
      // Which process answered (the cluster tests: fresh connections reach every worker).
      method: 'GET',
      path: '/pid',
      access: 'public',
      throttle: 'api',
      handler: async (ctx: Context) => {
        ctx.body = { success: true, message: 'pid', data: { pid: process.pid } };
      },
    },
  ]);

/** Boots the instance on `port` (0: an ephemeral one); returns its port and graceful shutdown. */
export const startInstance = async (port: number) => {
  const { createStrapi } = await import('@strapi/strapi');
  const root = path.join(__dirname, '..', '..', '..');
  process.env.SEED_ON_BOOT = 'false';
  const app = createStrapi({
    appDir: root,
    distDir: path.join(root, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  } as never);
  app.log.level = 'error';
  await app.load();
  if (process.env.TEST_DRAIN_ROUTES === 'true') drainRoutes(app);
  app.server.mount();
  await new Promise<void>((resolve) => app.server.httpServer.listen(port, '127.0.0.1', resolve));
  const shutdown = installGracefulShutdown(app, {
    deadlineMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10000),
    onClosed: (code) => process.exit(code),
  });
  return { port: (app.server.httpServer.address() as AddressInfo).port, shutdown };
};

export const failed = (error: Error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
};

// Imported by cluster-main.ts, which runs the same instance in each worker.
if (require.main === module)
  startInstance(0)
    .then(({ port }) => process.stdout.write(`READY ${port}\n`))
    .catch(failed);
