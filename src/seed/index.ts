import type { Core } from '@strapi/strapi';
import { SEED_STEPS, SeedStep } from './steps';

type SeedLog = Record<string, number>;

const store = (strapi: Core.Strapi) => strapi.store({ type: 'core', name: 'seed' });

/**
 * Runs the seed steps in order. Every step is idempotent; at boot (`onlyWhenEmpty`) a step is
 * skipped once it has run at its current version, so a restart costs nothing. `npm run seed`
 * runs them all again.
 */
export const seed = async (
  strapi: Core.Strapi,
  options: { onlyWhenEmpty: boolean },
  steps: SeedStep[] = SEED_STEPS,
) => {
  const done = ((await store(strapi).get({ key: 'steps' })) ?? {}) as SeedLog;
  for (const step of steps) {
    if (step.enabled && !step.enabled()) continue;
    if (options.onlyWhenEmpty && done[step.name] === step.version) continue;
    const started = Date.now();
    await step.run(strapi);
    done[step.name] = step.version;
    await store(strapi).set({ key: 'steps', value: done });
    strapi.log.info(`seed: ${step.name} v${step.version} (${Date.now() - started} ms)`);
  }
};
