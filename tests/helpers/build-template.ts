/**
 * Builds the template database of one variant (`base`: the seed without the catalog; `catalog`:
 * with it) for the code stamped in TEST_TEMPLATE_STAMP, unless it exists: a Strapi boots on a
 * fresh database, stops, and its database is kept. Jest's global setup runs one process per
 * variant (scripts/jest/global-setup.js), once per run and per driver.
 */
import { removeStaleTemplates, templateExists } from './database';

const variant = process.argv[2];

const build = async () => {
  if (variant !== 'base' && variant !== 'catalog') throw new Error(`unknown template variant: ${variant}`);
  await removeStaleTemplates(variant);
  if (await templateExists(variant)) return;
  // Loaded only when a template is built: the check alone stays quick.
  const { bootStrapi } = await import('./strapi');
  const env = variant === 'catalog' ? { SEED_CATALOG: 'true' } : {};
  await (await bootStrapi({ env, fresh: true })).closeAsTemplate(variant);
  // Booted once more, as a deployment restarts: the steps Strapi skips when nothing they read changed
  // (src/plugins/platform/server/strapi-patches/boot-syncs.ts) saw the first boot's state before its
  // seed; the copies then boot as every later boot of a deployment does.
  await (await bootStrapi({ env })).closeAsTemplate(variant, { replace: true });
};

build().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`template ${variant} could not be built: ${String(error)}\n`);
    process.exit(1);
  },
);
