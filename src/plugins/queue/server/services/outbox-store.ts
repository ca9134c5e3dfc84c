import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../../platform/public';

export const OUTBOX = 'plugin::queue.outbox-event';

/** One recorded domain event, as its consumers receive it. */
export type OutboxEvent = {
  /** The event's id: consumers are idempotent by it. */
  id: number;
  topic: string;
  key: string | null;
  /** Events of one order key are delivered one at a time, in id order. */
  orderKey: string | null;
  payload: Record<string, unknown>;
  /** How many times delivery has been tried, this one included. */
  attempt: number;
};

type Row = {
  id: number;
  topic: string;
  event_key: string | null;
  order_key: string | null;
  payload: unknown;
  attempts: number;
};

// PostgreSQL answers a json column parsed, SQLite as its text.
const parsed = (payload: unknown) =>
  (typeof payload === 'string' ? JSON.parse(payload) : (payload ?? {})) as Record<string, unknown>;

/** Which topics one lane of the relay takes: the lane's own, or (the default lane) all but the others'. */
export type LaneTopics = { only: readonly string[] } | { except: readonly string[] };

/** What `insert` records besides the topic and payload. */
export type NewEvent = {
  /** The occurrence: recorded once. */
  key: string | null;
  /** Events of one order key are delivered one at a time, in id order. */
  orderKey: string | null;
  /** Not delivered before this. */
  availableAt: Date;
};

/** Claimable: not delivered, and nobody holds a lease on it that has not run out. */
const unclaimed = (query: Knex.QueryBuilder, now: Date) =>
  query
    .whereNull('delivered_at')
    .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', now));

/**
 * The outbox table's statements. Dates are written and compared as the driver binds them (both
 * sides of every comparison are bound by this file), so SQLite and PostgreSQL agree.
 */
export const outboxStore = (strapi: Core.Strapi) => {
  const knex = () => strapi.db.connection as unknown as Knex;
  const table = () => tableOf(strapi, OUTBOX);

  return {
    /** Writes one event in `trx`; an event whose key is already recorded is not written again. */
    async insert(trx: Knex | Knex.Transaction, topic: string, payload: object, event: NewEvent, now: Date) {
      const row = trx(table()).insert({
        ...newRowColumns(now),
        topic,
        event_key: event.key,
        order_key: event.orderKey,
        payload: JSON.stringify(payload),
        attempts: 0,
        available_at: event.availableAt,
      });
      await (event.key ? row.onConflict('event_key').ignore() : row);
    },

    /**
     * The ids of one lane's events due for delivery, oldest due first. An event whose order key
     * has an earlier event not delivered yet is not due: it waits for that one.
     */
    async due(now: Date, limit: number, lane: LaneTopics): Promise<number[]> {
      const query = unclaimed(knex()(`${table()} as e`).select('e.id'), now)
        .andWhere('e.available_at', '<=', now)
        .andWhere((q) =>
          q
            .whereNull('e.order_key')
            .orWhereNotExists((earlier) =>
              earlier
                .select(knex().raw('1'))
                .from(`${table()} as p`)
                .whereRaw('p.order_key = e.order_key')
                .andWhereRaw('p.id < e.id')
                .whereNull('p.delivered_at'),
            ),
        );
      if ('only' in lane) query.whereIn('e.topic', lane.only);
      else if (lane.except.length > 0) query.whereNotIn('e.topic', lane.except);
      const rows = (await query
        .orderBy([{ column: 'e.available_at' }, { column: 'e.id' }])
        .limit(limit)) as Array<{ id: number }>;
      return rows.map((row) => Number(row.id));
    },

    /**
     * Takes the lease on one event until `until`. The conditional update is the judge between
     * relays of several instances: the loser gets null.
     */
    async claim(id: number, now: Date, until: Date): Promise<OutboxEvent | null> {
      const moved = await unclaimed(knex()(table()).where({ id }), now).update({
        claimed_until: until,
        attempts: knex().raw('attempts + 1'),
      });
      if (moved === 0) return null;
      const row = (await knex()(table())
        .select('id', 'topic', 'event_key', 'order_key', 'payload', 'attempts')
        .where({ id })
        .first()) as Row;
      return {
        id: Number(row.id),
        topic: row.topic,
        key: row.event_key,
        orderKey: row.order_key,
        payload: parsed(row.payload),
        attempt: Number(row.attempts),
      };
    },

    async delivered(id: number, now: Date) {
      await knex()(table())
        .where({ id })
        .update({ delivered_at: now, claimed_until: null, last_error: null });
    },

    /** Gives the lease back and sets the next try. */
    async failed(id: number, retryAt: Date, error: string) {
      await knex()(table())
        .where({ id })
        .update({ available_at: retryAt, claimed_until: null, last_error: error.slice(0, 2000) });
    },

    /**
     * How many events are not delivered yet, leaving out those scheduled for later and never tried
     * (a digest at the end of its window): those are not work to do yet.
     */
    async undelivered(now: Date): Promise<number> {
      const row = (await knex()(table())
        .whereNull('delivered_at')
        .andWhere((q) => q.where('attempts', '>', 0).orWhere('available_at', '<=', now))
        .count({ count: '*' })
        .first()) as {
        count: number | string;
      };
      return Number(row.count);
    },

    /** Forgets delivered events older than `before`. */
    async prune(before: Date) {
      return knex()(table()).whereNotNull('delivered_at').andWhere('delivered_at', '<', before).delete();
    },
  };
};

export type OutboxStore = ReturnType<typeof outboxStore>;
