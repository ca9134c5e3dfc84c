/**
 * On every boot Strapi re-derives stored state that depends only on the code: the Content Manager
 * validates (with yup) and rewrites the view configuration of every content type and component,
 * and the admin recomputes the super admin's permissions and cleans every role's. Given the same
 * content types, components, actions and conditions the result is what is already stored, yet the
 * work took about a third of a boot (0.7 s of 2.2 s measured on a warm process, issue 35).
 *
 * Each step runs as before whenever its inputs differ from what they were when it last ran to the
 * end: a fingerprint of the inputs as the step left them (the rows it keeps among them, where a
 * hand-edited or restored database could differ) is kept in the core store once it succeeded.
 */
import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { markPatched } from './patched';

type Step = (...args: unknown[]) => Promise<unknown>;
type Service = Record<string, unknown>;
type Services = { extend(uid: string, extend: (service: Service) => Service): unknown };

const STORE = { type: 'plugin', name: 'platform' } as const;
const keyOf = (name: string) => `boot-sync:${name}`;

const fingerprintOf = (inputs: unknown) => createHash('sha256').update(JSON.stringify(inputs)).digest('hex');

/**
 * Gives this instance a service `uid` whose `method` skips the step when `inputs()` are unchanged
 * since it last completed. The service is replaced in this instance's registry, never changed in
 * place: some of Strapi's services are module objects every instance of the process shares.
 * Leaves Strapi's own function in place when the service has no such method.
 */
export const memoizeBootStep = (
  strapi: Core.Strapi,
  name: string,
  uid: string,
  method: string,
  inputs: () => Promise<unknown>,
) => {
  (strapi.get('services') as Services).extend(uid, (service) => {
    const original = service[method];
    if (typeof original !== 'function') {
      strapi.log.warn(`boot-sync memo: ${uid}.${method} not found, Strapi runs it on every boot`);
      return service;
    }
    const step = (original as Step).bind(service);
    const memoized = markPatched(async () => {
      const key = keyOf(name);
      if ((await strapi.store.get({ ...STORE, key })) === fingerprintOf(await inputs())) return undefined;
      strapi.log.debug(`boot-sync memo: ${name} changed since the last boot, running it`);
      const result = await step();
      // Read again after the step's own writes; a step that failed half way runs again next boot.
      await strapi.store.set({ ...STORE, key, value: fingerprintOf(await inputs()) });
      return result;
    }, 'boot-sync-memo');
    return { ...service, [method]: memoized };
  });
};
