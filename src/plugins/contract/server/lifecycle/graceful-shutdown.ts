import type { Server, ServerResponse } from 'http';
import type { Core } from '@strapi/strapi';
import { contract } from '../../public';

export type ShutdownOptions = {
  /** How long in-flight requests and jobs may take before the rest is cut off. */
  deadlineMs: number;
  /** Called once everything is closed (the process entry point exits). */
  onClosed?: (code: number) => void;
};

const wait = (ms: number) =>
  new Promise<'deadline'>((resolve) => setTimeout(() => resolve('deadline'), ms).unref());

/**
 * Follows requests from arrival to the end of their response. Once draining, every answer not
 * yet started closes its connection, so no client keeps a socket that is about to go away.
 */
const trackRequests = (server: Server) => {
  const open = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | null = null;
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) idle?.();
    });
  });
  return {
    drain(): Promise<void> {
      draining = true;
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
      return open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve));
    },
  };
};

/**
 * SIGTERM and SIGINT drain the instance: stop accepting connections and starting jobs, let
 * in-flight requests and jobs finish within the deadline, then close the database, Redis and
 * the remaining sockets (Strapi's destroy). A second signal exits at once.
 */
export const installGracefulShutdown = (strapi: Core.Strapi, options: ShutdownOptions) => {
  const server = strapi.server.httpServer as Server;
  const requests = trackRequests(server);
  const lifecycle = contract(strapi).lifecycle;
  let shuttingDown = false;

  const shutdown = async (signal: string) => {
    if (shuttingDown) return options.onClosed?.(1);
    shuttingDown = true;
    const started = Date.now();
    strapi.log.info(`${signal}: draining (deadline ${options.deadlineMs} ms)`);
    lifecycle.beginDrain();
    strapi.cron.stop?.();
    server.close();
    server.closeIdleConnections();
    const outcome = await Promise.race([
      Promise.all([requests.drain(), lifecycle.settled()]).then(() => 'drained' as const),
      wait(options.deadlineMs),
    ]);
    if (outcome === 'deadline')
      strapi.log.warn(`shutdown deadline reached after ${Date.now() - started} ms: cutting off what is left`);
    server.closeIdleConnections();
    let code = 0;
    try {
      await strapi.destroy();
    } catch (error) {
      strapi.log.error('shutdown failed', { error });
      code = 1;
    }
    options.onClosed?.(code);
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Strapi's own handler (utils/signals.ts) destroys at once, cutting in-flight requests off:
    // the process's shutdown is this one alone.
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
};
