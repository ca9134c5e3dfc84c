import type { Core } from '@strapi/strapi';
import { staticSecurityHeaders } from './middlewares/static-security-headers';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  (strapi.get('middlewares') as unknown as { extend(uid: string, fn: (factory: never) => unknown): void }).extend('strapi::security', staticSecurityHeaders as never);
};
