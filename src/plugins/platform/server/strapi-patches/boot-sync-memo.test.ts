import path from 'path';
import type { Core } from '@strapi/strapi';
import { memoizeBootStep } from './boot-sync-memo';
import { patchOf } from './patched';

type Registry = {
  add(namespace: string, services: Record<string, unknown>): unknown;
  get(uid: string): { step(): Promise<string | undefined> };
};
// Strapi's own registry, by its path (the package exports no such subpath).
const registryFile = path.join(
  path.dirname(require.resolve('@strapi/core/package.json')),
  'dist/registries/services.js',
);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const servicesRegistry = require(registryFile) as (strapi: unknown) => Registry;

/** A Strapi with the real services registry and a core store in memory. */
const fakeStrapi = () => {
  const stored = new Map<string, unknown>();
  const services = servicesRegistry({});
  const strapi = {
    get: (name: string) => (name === 'services' ? services : undefined),
    store: {
      get: async ({ key }: { key: string }) => stored.get(key) ?? null,
      set: async ({ key, value }: { key: string; value: unknown }) => void stored.set(key, value),
    },
    log: { debug: () => undefined, warn: jest.fn() },
  };
  return { strapi: strapi as unknown as Core.Strapi, services, stored };
};

describe('a boot step run only when what it reads changed', () => {
  const setUp = (step: () => Promise<string>) => {
    const fake = fakeStrapi();
    const shared = { step: jest.fn(step) };
    fake.services.add('admin::', { role: shared });
    let inputs: unknown = { actions: ['a'] };
    memoizeBootStep(fake.strapi, 'steps', 'admin::role', 'step', async () => inputs);
    return { ...fake, shared, setInputs: (next: unknown) => (inputs = next) };
  };

  it('runs on the first boot, is skipped while its inputs stay, and runs when they change', async () => {
    const { services, shared, setInputs } = setUp(async () => 'ran');
    const memoized = services.get('admin::role');
    expect(patchOf(memoized.step)).toBe('boot-sync-memo');
    expect(await memoized.step()).toBe('ran');
    expect(await memoized.step()).toBeUndefined();
    expect(shared.step).toHaveBeenCalledTimes(1);
    setInputs({ actions: ['a', 'b'] });
    expect(await memoized.step()).toBe('ran');
    expect(await memoized.step()).toBeUndefined();
    expect(shared.step).toHaveBeenCalledTimes(2);
  });

  it('keeps what the inputs are after the step wrote (a step that makes its own rows)', async () => {
    const { services, shared, setInputs } = setUp(async () => {
      setInputs({ rows: 3 });
      return 'ran';
    });
    const memoized = services.get('admin::role');
    await memoized.step();
    await memoized.step();
    expect(shared.step).toHaveBeenCalledTimes(1);
  });

  it('a step that failed runs again, and the failure reaches the boot', async () => {
    let fail = true;
    const { services, shared, stored } = setUp(async () => {
      if (fail) throw new Error('half way');
      return 'ran';
    });
    const memoized = services.get('admin::role');
    await expect(memoized.step()).rejects.toThrow('half way');
    expect(stored.size).toBe(0);
    fail = false;
    expect(await memoized.step()).toBe('ran');
    expect(shared.step).toHaveBeenCalledTimes(2);
  });

  it('replaces the service of this instance only: an object other instances share is not changed', () => {
    const { shared } = setUp(async () => 'ran');
    expect(patchOf(shared.step)).toBeUndefined();
  });

  it('a service without the method keeps Strapi running it every boot, and says so', () => {
    const fake = fakeStrapi();
    fake.services.add('admin::', { role: { other: () => undefined } });
    memoizeBootStep(fake.strapi, 'steps', 'admin::role', 'step', async () => ({}));
    expect(fake.strapi.log.warn).toHaveBeenCalledWith(expect.stringMatching(/admin::role\.step not found/));
  });
});
