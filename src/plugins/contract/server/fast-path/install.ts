import type { RequestListener, Server } from 'http';
import type { Core } from '@strapi/strapi';
import { fastPathListener } from './listener';

/**
 * Puts the listener fast path in front of Koa on the HTTP server Strapi made, whose only request
 * listener is Koa's. Any other shape (a Strapi upgrade that changed its server) leaves the server
 * as it is: the middleware fast path still answers hits.
 */
export const installFastPathListener = (strapi: Core.Strapi) => {
  const server = strapi.server.httpServer as Server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) {
    strapi.log.warn(
      `cache fast path: the HTTP server has ${listeners.length} request listeners, not 1; left as is`,
    );
    return;
  }
  server.removeListener('request', listeners[0]);
  server.on('request', fastPathListener(strapi, listeners[0]));
};
