import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { contract } from '../../../contract/public';
import type { QueueConfig } from '../config';
import { createRelay, type Consumer, type Relay } from './outbox-relay';
import { outboxStore } from './outbox-store';

export type EmitOptions = {
  /**
   * The transaction of the state change this event reports. Without one, the event joins the
   * Strapi transaction under way (`strapi.db.transaction`), or is written on its own.
   */
  trx?: Knex.Transaction;
  /** The occurrence: an event with a key already recorded is not recorded again. */
  key?: string;
};

/**
 * Domain events, durable where they happen (a transactional outbox): `emit` writes the event in
 * the transaction of the change that caused it, so both commit or neither does; the relay then
 * delivers it to the topic's consumers (`consume`) until they acknowledge it. A crash, a restart
 * or a Redis outage between the commit and the delivery delays an event; it never loses it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = () => strapi.config.get('plugin::queue') as QueueConfig;
  const store = outboxStore(strapi);
  const consumers = new Map<string, Consumer[]>();
  let relay: Relay | null = null;

  const relayOf = (): Relay =>
    (relay ??= createRelay(
      strapi,
      store,
      (topic) => consumers.get(topic) ?? [],
      {
        pollMs: config().outbox.pollMs,
        leaseMs: config().outbox.leaseMs,
        backoffMs: config().backoffMs,
        maxBackoffMs: config().outbox.maxBackoffMs,
        concurrency: config().concurrency,
        retainMs: config().outbox.retainDays * 86400000,
      },
      (name, task) => contract(strapi).lifecycle.run(name, task),
    ));

  // Delivery starts as soon as the transaction commits (the poll is the fallback).
  const wakeAfterCommit = (trx: Knex.Transaction) =>
    trx.executionPromise?.then(
      () => relay?.wake(),
      // Rolled back: the event was never recorded, there is nothing to deliver.
      () => undefined,
    );

  return {
    async emit(topic: string, payload: Record<string, unknown>, options: EmitOptions = {}) {
      const key = options.key ?? null;
      if (options.trx) {
        await store.insert(options.trx, topic, payload, key, new Date());
        void wakeAfterCommit(options.trx);
        return;
      }
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        await store.insert(trx as unknown as Knex.Transaction, topic, payload, key, new Date());
        onCommit(() => relay?.wake());
      });
    },

    /** Adds a consumer of one topic (a module registers its own at bootstrap). It must be idempotent by event id. */
    consume(topic: string, consumer: Consumer) {
      consumers.set(topic, [...(consumers.get(topic) ?? []), consumer]);
    },

    /** Starts relaying in this instance (unless it runs no background work: `QUEUE_WORKERS=false`). */
    start() {
      if (config().workers) relayOf().start();
    },

    /** Resolves true once every recorded event is delivered, false after `timeoutMs` (tests, diagnostics). */
    async idle(timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while ((await store.undelivered()) > 0) {
        if (Date.now() > deadline) return false;
        relay?.wake();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return true;
    },

    async stop() {
      await relay?.stop();
      relay = null;
    },
  };
};
