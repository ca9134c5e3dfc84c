import type { Core } from '@strapi/strapi';
import type { OutboxEvent, OutboxStore } from './outbox-store';

export type Consumer = (event: OutboxEvent) => Promise<void>;

export type RelayOptions = {
  /** How often due events are looked for when nothing wakes the relay. */
  pollMs: number;
  /** How long one delivery may hold an event before another relay may take it again. */
  leaseMs: number;
  /** The first wait after a failed delivery (doubled each try, up to `maxBackoffMs`). */
  backoffMs: number;
  maxBackoffMs: number;
  /** Deliveries at once. */
  concurrency: number;
  /** How long delivered events are kept. */
  retainMs: number;
};

const BATCH = 50;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Delivers recorded events to their consumers until every consumer has acknowledged (returned),
 * retrying failures with backoff and without limit: an event is delayed, never dropped. Several
 * instances may relay at once; the lease taken per event keeps them from delivering it together,
 * and a lease left by a killed instance runs out. Consumers are idempotent by the event's id, so a
 * delivery that is repeated (a crash after the consumer's work, before the acknowledgement) is harmless.
 */
export const createRelay = (
  strapi: Core.Strapi,
  store: OutboxStore,
  consumersOf: (topic: string) => readonly Consumer[],
  options: RelayOptions,
  runTracked: (name: string, task: () => Promise<void>) => Promise<void>,
) => {
  let timer: NodeJS.Timeout | null = null;
  let cycling: Promise<void> | null = null;
  let again = false;
  let lastPrune = 0;

  const retryWait = (attempt: number) =>
    Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempt - 1));

  const deliver = async (id: number) => {
    const now = new Date();
    const event = await store.claim(id, now, new Date(now.getTime() + options.leaseMs));
    if (!event) return;
    try {
      for (const consumer of consumersOf(event.topic)) await consumer(event);
    } catch (error) {
      const wait = retryWait(event.attempt);
      strapi.log.warn(
        `event ${event.topic} #${event.id}: delivery ${event.attempt} failed, next in ${wait} ms`,
        {
          error,
        },
      );
      await store.failed(event.id, new Date(Date.now() + wait), String((error as Error)?.stack ?? error));
      return;
    }
    await store.delivered(event.id, new Date());
  };

  const pass = async () => {
    do {
      again = false;
      const ids = await store.due(new Date(), BATCH);
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) await deliver(id);
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, queue.length) }, worker));
      if (ids.length === BATCH) again = true;
    } while (again && timer);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await store.prune(new Date(Date.now() - options.retainMs));
    }
  };

  return {
    /** Looks for due events now (after a commit that wrote some), or once the pass under way ends. */
    wake() {
      if (!timer) return;
      if (cycling) {
        again = true;
        return;
      }
      cycling = runTracked('outbox relay', pass).finally(() => {
        cycling = null;
        if (again) this.wake();
      });
    },

    start() {
      if (timer) return;
      timer = setInterval(() => this.wake(), options.pollMs);
      timer.unref();
      this.wake();
    },

    /** Stops looking; the pass under way finishes (its leases are acknowledged or given back). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await cycling;
    },
  };
};

export type Relay = ReturnType<typeof createRelay>;
