import type { Core } from '@strapi/strapi';
import type { LaneTopics, OutboxEvent, OutboxStore } from './outbox-store';

export type Consumer = (event: OutboxEvent) => Promise<void>;

/** One lane of the relay: its topics and its deliveries at once. */
export type Lane = { name: string; topics: LaneTopics; concurrency: number };

export type RelayOptions = {
  /** How often due events are looked for when nothing wakes the relay. */
  pollMs: number;
  /** How long one delivery may hold an event before another relay may take it again. */
  leaseMs: number;
  /** The first wait after a failed delivery (doubled each try, up to `maxBackoffMs`). */
  backoffMs: number;
  maxBackoffMs: number;
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
 *
 * Topics travel in lanes, each with its own passes and workers, so a backlog in one lane (a slow
 * mail server) never delays another (in-app notifications, fulfilment). Within a lane, events are
 * worked several at once; events sharing an order key one at a time, in id order (the store's `due`).
 */
export const createRelay = (
  strapi: Core.Strapi,
  store: OutboxStore,
  consumersOf: (topic: string) => readonly Consumer[],
  lanes: () => readonly Lane[],
  options: RelayOptions,
  runTracked: (name: string, task: () => Promise<void>) => Promise<void>,
) => {
  let timer: NodeJS.Timeout | null = null;
  let lastPrune = 0;
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  const retryWait = (attempt: number) =>
    Math.min(options.maxBackoffMs, options.backoffMs * 2 ** Math.max(0, attempt - 1));

  /** Delivers one event; true when it was delivered and held an order key (its successor is due now). */
  const deliver = async (id: number): Promise<boolean> => {
    const now = new Date();
    const event = await store.claim(id, now, new Date(now.getTime() + options.leaseMs));
    if (!event) return false;
    try {
      for (const consumer of consumersOf(event.topic)) await consumer(event);
    } catch (error) {
      const wait = retryWait(event.attempt);
      strapi.log.warn(
        `event ${event.topic} #${event.id}: delivery ${event.attempt} failed, next in ${wait} ms`,
        { error },
      );
      await store.failed(event.id, new Date(Date.now() + wait), String((error as Error)?.stack ?? error));
      return false;
    }
    await store.delivered(event.id, new Date());
    return event.orderKey !== null;
  };

  const pass = async (lane: Lane) => {
    do {
      again.delete(lane.name);
      const ids = await store.due(new Date(), BATCH, lane.topics);
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift())
          if (await deliver(id)) again.add(lane.name);
      };
      await Promise.all(Array.from({ length: Math.min(lane.concurrency, queue.length) }, worker));
      if (ids.length === BATCH) again.add(lane.name);
    } while (again.has(lane.name) && timer);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await store.prune(new Date(Date.now() - options.retainMs));
    }
  };

  const wakeLane = (lane: Lane) => {
    if (!timer) return;
    if (running.has(lane.name)) {
      again.add(lane.name);
      return;
    }
    const cycle = runTracked(`outbox relay (${lane.name})`, () => pass(lane)).finally(() => {
      running.delete(lane.name);
      if (again.has(lane.name)) wakeLane(lane);
    });
    running.set(lane.name, cycle);
  };

  return {
    /** Looks for due events now (of the lane named, else of every lane), or once the pass under way ends. */
    wake(laneName?: string) {
      for (const lane of lanes()) if (!laneName || lane.name === laneName) wakeLane(lane);
    },

    start() {
      if (timer) return;
      timer = setInterval(() => this.wake(), options.pollMs);
      timer.unref();
      this.wake();
    },

    /** Stops looking; the passes under way finish (their leases are acknowledged or given back). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all(running.values());
    },
  };
};

export type Relay = ReturnType<typeof createRelay>;
