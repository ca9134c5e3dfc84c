import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * A bench's scratch app, loaded from dist/ without the seed, the admin panel or its logs (the
 * figures are the bench's): what bench/outbox, bench/reports and bench/live boot.
 */
export const bootBenchApp = async (): Promise<Core.Strapi> => {
  const { createStrapi } = await import('@strapi/strapi');
  const root = path.join(__dirname, '..', '..');
  process.env.SEED_ON_BOOT = 'false';
  const app = createStrapi({
    appDir: root,
    distDir: path.join(root, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  } as never);
  app.log.level = 'error';
  await app.load();
  return app;
};
