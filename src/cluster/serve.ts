import path from 'path';
import { installGracefulShutdown } from '../plugins/contract/public';

/** dist/src/cluster → the project's root. */
const root = path.join(__dirname, '..', '..', '..');

/** `npm start`'s instance: Strapi from dist/, SIGTERM / SIGINT draining it (SHUTDOWN_TIMEOUT_MS). */
export const serveStrapi = async () => {
  const { createStrapi } = await import('@strapi/strapi');
  const app = createStrapi({ appDir: root, distDir: path.join(root, 'dist') });
  await app.start();
  return installGracefulShutdown(app, {
    deadlineMs: app.config.get('plugin::contract.shutdownTimeoutMs'),
    onClosed: (code) => process.exit(code),
  });
};
