import type { Core } from '@strapi/strapi';
import outsideApiBody from './middlewares/outside-api-body';
import { staticSecurityHeaders } from './middlewares/static-security-headers';

type Registry = { extend(uid: string, fn: (factory: never) => unknown): void };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const middlewares = strapi.get('middlewares') as unknown as Registry;
  middlewares.extend('strapi::security', staticSecurityHeaders as never);
  // strapi::body is a required middleware name; its behaviour is ours (see outside-api-body.ts).
  middlewares.extend('strapi::body', () => outsideApiBody);
};
