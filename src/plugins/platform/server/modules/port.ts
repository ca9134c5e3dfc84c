import type { Core } from '@strapi/strapi';

/**
 * A typed extension point where a lower module needs something only a higher one knows (the
 * contract needs the caller, which accounts load; /me shows the subscription, which billing
 * owns). The lower module declares the port with its type; the higher one provides it in its
 * `register`, so both sides are checked by the compiler and `grep <port name>` finds them.
 */
export type Port<Shape> = {
  readonly name: string;
  provide(strapi: Core.Strapi, implementation: Shape): void;
  of(strapi: Core.Strapi): Shape;
};

export const definePort = <Shape>(name: string, fallback?: Shape): Port<Shape> => {
  const provided = new WeakMap<Core.Strapi, Shape>();
  return {
    name,
    provide(strapi, implementation) {
      if (provided.has(strapi)) throw new Error(`${name}: provided twice`);
      provided.set(strapi, implementation);
    },
    of(strapi) {
      const implementation = provided.get(strapi) ?? fallback;
      if (!implementation) throw new Error(`${name}: nothing provides it (a plugin is missing)`);
      return implementation;
    },
  };
};
