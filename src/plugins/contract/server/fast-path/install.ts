import type { Core } from '@strapi/strapi';
import { frontRequestListener } from '../../../platform/public';
import { fastPathListener } from './listener';

/**
 * Puts the listener fast path in front of Koa (the platform's patch of Strapi's server). When the
 * server is not as expected, the middleware fast path still answers hits.
 */
export const installFastPathListener = (strapi: Core.Strapi) => {
  frontRequestListener(strapi, 'cache fast path', (koa) => fastPathListener(strapi, koa));
};
