import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { platform } from '../../../platform/public';
import type { QueueConfig } from '../config';
import { createRelay, type Consumer, type Lane, type Relay } from './outbox-relay';
import { outboxStore } from './outbox-store';

export type EmitOptions = {
  /**
   * The transaction of the state change this event reports. Without one, the event joins the
   * Strapi transaction under way (`strapi.db.transaction`), or is written on its own.
   */
  trx?: Knex.Transaction;
  /** The occurrence: an event with a key already recorded is not recorded again. */
  key?: string;
  /**
   * Where order matters (the steps of one assignment): events of one order key are delivered one
   * at a time, in the order they were recorded; others in parallel.
   */
  orderKey?: string;
  /** Not delivered before this time (a digest gathered over a window). */
  availableAt?: Date;
};

export type ConsumeOptions = {
  /** The relay's lane of the topic (its own workers); unset: the default lane. */
  lane?: string;
};

const DEFAULT_LANE = 'default';

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
  const laneOfTopic = new Map<string, string>();
  let relay: Relay | null = null;

  const concurrencyOf = (lane: string) => config().outbox.lanes?.[lane] ?? config().concurrency;
  /** The named lanes with their topics, and the default lane with every other topic. */
  const lanes = (): Lane[] => {
    const named = new Map<string, string[]>();
    for (const [topic, lane] of laneOfTopic) named.set(lane, [...(named.get(lane) ?? []), topic]);
    return [
      {
        name: DEFAULT_LANE,
        topics: { except: [...laneOfTopic.keys()] },
        concurrency: concurrencyOf(DEFAULT_LANE),
      },
      ...[...named].map(([name, topics]) => ({
        name,
        topics: { only: topics },
        concurrency: concurrencyOf(name),
      })),
    ];
  };
  const wakeFor = (topic: string) => relay?.wake(laneOfTopic.get(topic) ?? DEFAULT_LANE);

  const relayOf = (): Relay =>
    (relay ??= createRelay(
      strapi,
      store,
      (topic) => consumers.get(topic) ?? [],
      lanes,
      {
        pollMs: config().outbox.pollMs,
        leaseMs: config().outbox.leaseMs,
        backoffMs: config().backoffMs,
        maxBackoffMs: config().outbox.maxBackoffMs,
        retainMs: config().outbox.retainDays * 86400000,
      },
      (name, task) => platform(strapi).lifecycle.run(name, task),
    ));

  // Delivery starts as soon as the transaction commits (the poll is the fallback).
  const wakeAfterCommit = (trx: Knex.Transaction, topic: string) =>
    trx.executionPromise?.then(
      () => wakeFor(topic),
      // Rolled back: the event was never recorded, there is nothing to deliver.
      () => undefined,
    );

  return {
    async emit(topic: string, payload: Record<string, unknown>, options: EmitOptions = {}) {
      const now = new Date();
      const event = {
        key: options.key ?? null,
        orderKey: options.orderKey ?? null,
        availableAt: options.availableAt ?? now,
      };
      if (options.trx) {
        await store.insert(options.trx, topic, payload, event, now);
        void wakeAfterCommit(options.trx, topic);
        return;
      }
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        await store.insert(trx as unknown as Knex.Transaction, topic, payload, event, now);
        onCommit(() => wakeFor(topic));
      });
    },

    /** Adds a consumer of one topic (a module registers its own at bootstrap). It must be idempotent by event id. */
    consume(topic: string, consumer: Consumer, options: ConsumeOptions = {}) {
      consumers.set(topic, [...(consumers.get(topic) ?? []), consumer]);
      if (options.lane && options.lane !== DEFAULT_LANE) laneOfTopic.set(topic, options.lane);
    },

    /** Starts relaying in this instance (unless it runs no background work: `QUEUE_WORKERS=false`). */
    start() {
      if (config().workers) relayOf().start();
    },

    /**
     * Resolves true once every recorded event that is due (or was tried) is delivered, false after
     * `timeoutMs` (tests, diagnostics).
     */
    async idle(timeoutMs = 10000) {
      const deadline = Date.now() + timeoutMs;
      while ((await store.undelivered(new Date())) > 0) {
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
