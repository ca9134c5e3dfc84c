import path from 'path';
import type { Core } from '@strapi/strapi';
import { installGracefulShutdown } from '../plugins/platform/public';

/** dist/src/cluster → the project's root. */
const root = path.join(__dirname, '..', '..', '..');

/** What a caller adds to the app while it registers: routes mounted with the rest (the bench's). */
export type Extension = (strapi: Core.Strapi) => void;

/**
 * `load()`'s two public steps run apart, so that what the extension adds after the app's own
 * register() is mounted by bootstrap() like the app's own; `start()` then only listens.
 */
const loadExtended = async (app: Core.Strapi, extend: Extension) => {
  await app.register();
  extend(app);
  await app.bootstrap();
  app.isLoaded = true;
};

/** `npm start`'s instance: Strapi from dist/, SIGTERM / SIGINT draining it (SHUTDOWN_TIMEOUT_MS). */
export const serveStrapi = async (extend?: Extension) => {
  const { createStrapi } = await import('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir: path.join(root, 'dist') });
  if (extend) await loadExtended(app, extend).catch((error: Error) => app.stopWithError(error));
  await app.start();
  return installGracefulShutdown(app, {
    deadlineMs: app.config.get('plugin::platform.shutdownTimeoutMs'),
    onClosed: (code) => process.exit(code),
  });
};
