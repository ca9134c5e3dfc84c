import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The one registry of the process: every instrument registers here, and so do prom-client's
 * default process metrics (CPU, memory, event loop lag, GC). Module-level on purpose: the
 * modules that count (contract, billing, queue, ai) reach it without a Strapi instance, and a
 * second boot in the same process (tests) finds the instruments already made.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
