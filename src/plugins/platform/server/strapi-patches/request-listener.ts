import type { RequestListener, Server } from 'http';
import type { Core } from '@strapi/strapi';
import { markPatched } from './patched';

/**
 * Puts a listener in front of Koa on the HTTP server Strapi made, whose only request listener is
 * Koa's: `wrap` receives Koa's listener and answers the one the server calls instead. Any other
 * shape (a Strapi upgrade that changed its server) leaves the server as it is and says so; the
 * caller's slower path still works. Answers whether the listener was installed.
 */
export const frontRequestListener = (
  strapi: Core.Strapi,
  name: string,
  wrap: (koa: RequestListener) => RequestListener,
): boolean => {
  const server = strapi.server.httpServer as Server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) {
    strapi.log.warn(`${name}: the HTTP server has ${listeners.length} request listeners, not 1; left as is`);
    return false;
  }
  server.removeListener('request', listeners[0]);
  server.on('request', markPatched(wrap(listeners[0]), 'request-listener'));
  return true;
};
