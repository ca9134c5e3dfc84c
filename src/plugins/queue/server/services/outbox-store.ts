import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { newRowColumns, tableOf } from '../../../contract/public';

export const OUTBOX = 'plugin::queue.outbox-event';

/** One recorded domain event, as its consumers receive it. */
export type OutboxEvent = {
  /** The event's id: consumers are idempotent by it. */
  id: number;
  topic: string;
  key: string | null;
  payload: Record<string, unknown>;
  /** How many times delivery has been tried, this one included. */
  attempt: number;
};

type Row = { id: number; topic: string; event_key: string | null; payload: unknown; attempts: number };

// PostgreSQL answers a json column parsed, SQLite as its text.
const parsed = (payload: unknown) =>
  (typeof payload === 'string' ? JSON.parse(payload) : (payload ?? {})) as Record<string, unknown>;

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
    async insert(
      trx: Knex | Knex.Transaction,
      topic: string,
      payload: object,
      key: string | null,
      now: Date,
    ) {
      const row = trx(table()).insert({
        ...newRowColumns(now),
        topic,
        event_key: key,
        payload: JSON.stringify(payload),
        attempts: 0,
        available_at: now,
      });
      await (key ? row.onConflict('event_key').ignore() : row);
    },

    /** The ids of events due for delivery, oldest due first. */
    async due(now: Date, limit: number): Promise<number[]> {
      const rows = (await unclaimed(knex()(table()).select('id'), now)
        .andWhere('available_at', '<=', now)
        .orderBy([{ column: 'available_at' }, { column: 'id' }])
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
        .select('id', 'topic', 'event_key', 'payload', 'attempts')
        .where({ id })
        .first()) as Row;
      return {
        id: Number(row.id),
        topic: row.topic,
        key: row.event_key,
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

    /** How many events are not delivered yet. */
    async undelivered(): Promise<number> {
      const row = (await knex()(table()).whereNull('delivered_at').count({ count: '*' }).first()) as {
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
