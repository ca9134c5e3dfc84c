import type { Core } from '@strapi/strapi';

type ServiceFactory = (deps: { strapi: Core.Strapi }) => unknown;

/** The services a factory map builds, by name: what `strapi.plugin(…).service(name)` returns. */
export type ServicesOf<Factories extends Record<string, ServiceFactory>> = {
  readonly [Name in keyof Factories]: ReturnType<Factories[Name]>;
};

type Lookup = (strapi: Core.Strapi, name: string) => unknown;

/**
 * A typed handle on a module's services, so `accounts(strapi).tokens.issue(…)` replaces
 * `strapi.plugin('accounts').service('tokens')` and the compiler checks both the name and the call.
 * Strapi still owns the instances; the handle only names them (one handle per Strapi instance).
 */
const serviceAccessor = <Services extends object>(lookup: Lookup) => {
  const handles = new WeakMap<Core.Strapi, Services>();
  return (strapi: Core.Strapi): Services => {
    let handle = handles.get(strapi);
    if (!handle) {
      handle = new Proxy({} as Services, {
        get: (_target, name) => (typeof name === 'string' ? lookup(strapi, name) : undefined),
      });
      handles.set(strapi, handle);
    }
    return handle;
  };
};

/** The services of one of our local plugins. */
export const pluginServices = <Services extends object>(plugin: string) =>
  serviceAccessor<Services>((strapi, name) => strapi.plugin(plugin).service(name));

/** The services of one of our `src/api/<api>` folders, by key (Strapi names them after their files). */
export const apiServices = <Services extends object>(api: string, files: Record<keyof Services, string>) =>
  serviceAccessor<Services>((strapi, key) =>
    strapi.service(`api::${api}.${files[key as keyof Services]}` as never),
  );
