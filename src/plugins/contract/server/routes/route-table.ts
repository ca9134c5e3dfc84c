import type { Core } from '@strapi/strapi';

type Layer = { methods: string[]; match(path: string): boolean };

/**
 * The methods registered for a path among the content-API routes. Used to tell an unknown
 * path (404) from a wrong method on a known one (405): Strapi's public-files catch-all
 * answers every unknown non-GET request with a 405 of its own.
 */
export const allowedMethodsFor = (strapi: Core.Strapi, path: string): string[] => {
  const layers = strapi.server.api('content-api').listRoutes() as unknown as Layer[];
  const methods = new Set<string>();
  for (const layer of layers) {
    if (layer.methods.length > 0 && layer.match(path)) layer.methods.forEach((method) => methods.add(method));
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
};
