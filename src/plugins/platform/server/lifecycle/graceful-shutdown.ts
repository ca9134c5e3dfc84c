import type { Server } from 'http';
import type { Core } from '@strapi/strapi';
import { platform } from '../../accessor';
import { IDLE_GRACE_MS, trackConnections } from './connection-drain';
import { stopListening } from './stop-listening';

export type ShutdownOptions = {
  /** How long in-flight requests and jobs may take before the rest is cut off. */
  deadlineMs: number;
  /** Called once everything is closed (the process entry point exits). */
  onClosed?: (code: number) => void;
};

/** The longest the listener waits to take in the connections already queued for it. */
const STOP_LISTENING_MS = 1000;

const wait = (ms: number) =>
  new Promise<'deadline'>((resolve) => setTimeout(() => resolve('deadline'), ms).unref());

/**
 * The listener stays open while the requests in hand at the signal are answered (at least the idle
 * grace, at most half the deadline), and new connections meanwhile are served, each answer closing
 * its connection. Refusing them at once would be simpler, but a balancer that has not yet taken the
 * instance out of rotation (Kubernetes takes a second or two) would pass those refusals on, and
 * closing a listener is the one moment a connection arriving can be reset: better at the end of
 * the drain, when traffic has moved elsewhere, than at the signal, when it has not. Half the
 * deadline leaves a request taken in during the drain the other half to finish.
 */
const whenToStopListening = (answeredInHand: Promise<void>, deadlineMs: number) =>
  Promise.race([Promise.all([answeredInHand, wait(IDLE_GRACE_MS)]), wait(deadlineMs / 2)]);

/**
 * SIGTERM and SIGINT drain the instance: stop starting jobs, answer every request on a
 * connection taken in (each answer closing its connection) and let jobs finish within the
 * deadline, stop accepting connections once the requests in hand are answered (after taking in
 * those the kernel already completed), close the connections once idle, then close the database
 * and Redis (Strapi's destroy, which cuts off whatever the deadline left). A second signal exits
 * at once.
 */
export const installGracefulShutdown = (strapi: Core.Strapi, options: ShutdownOptions) => {
  const server = strapi.server.httpServer as Server;
  const connections = trackConnections(server);
  const lifecycle = platform(strapi).lifecycle;
  let shuttingDown = false;

  const shutdown = async (signal: string) => {
    if (shuttingDown) return options.onClosed?.(1);
    shuttingDown = true;
    const started = Date.now();
    strapi.log.info(`${signal}: draining (deadline ${options.deadlineMs} ms)`);
    lifecycle.beginDrain();
    strapi.cron.stop?.();
    connections.beginDrain();
    const drained = Promise.all([
      whenToStopListening(connections.answeredInHand(), options.deadlineMs)
        .then(() => stopListening(server, Math.min(STOP_LISTENING_MS, options.deadlineMs)))
        .then(() => connections.closed()),
      lifecycle.settled(),
    ]).then(() => 'drained' as const);
    const outcome = await Promise.race([drained, wait(options.deadlineMs)]);
    if (outcome === 'deadline')
      strapi.log.warn(`shutdown deadline reached after ${Date.now() - started} ms: cutting off what is left`);
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
