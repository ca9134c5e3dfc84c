/**
 * A second Strapi process for multi-instance tests: it takes its whole configuration from the
 * environment it is started with (the first instance's database and Redis), listens on an
 * ephemeral port and prints `READY <port>`.
 */
import path from 'path';
import type { AddressInfo } from 'net';

const main = async () => {
  const { createStrapi } = await import('@strapi/strapi');
  const root = path.join(__dirname, '..', '..', '..');
  process.env.SEED_ON_BOOT = 'false';
  const app = createStrapi({ appDir: root, distDir: path.join(root, 'dist'), autoReload: false, serveAdminPanel: false } as never);
  app.log.level = 'error';
  await app.load();
  app.server.mount();
  await new Promise<void>((resolve) => app.server.httpServer.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`READY ${(app.server.httpServer.address() as AddressInfo).port}\n`);
  process.on('SIGTERM', () => {
    app.destroy().finally(() => process.exit(0));
  });
};

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
