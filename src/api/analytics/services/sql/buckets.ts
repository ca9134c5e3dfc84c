import type { Knex } from 'knex';

/**
 * Time in SQL on both databases, in UTC: range conditions, ordering and buckets (month, ISO week,
 * day, hour, day of the week) over a datetime column, so that counting and summing by period happen
 * in the database. SQLite has no datetime type: Strapi's query engine (and knex given a `Date`)
 * writes epoch milliseconds, while a string written by hand stays ISO text, so every SQLite
 * expression first reads the column as UTC text `YYYY-MM-DD HH:MM:SS.SSS`, whichever it holds.
 * PostgreSQL's `timestamp without time zone` holds the writer's wall time (UTC on our servers) and
 * is compared with `Date` bindings, which the driver writes the same way.
 */
export type TimeSql = {
  /** `column >= from` and `column < to` (either bound optional) on the query. */
  within<Q extends Knex.QueryBuilder>(query: Q, column: string, range: { from?: Date; to?: Date }): Q;
  /** The column as a value that sorts and compares as the instant does (ORDER BY, MIN, MAX). */
  instant(column: string): Knex.Raw;
  /** `YYYY-MM` */
  month(column: string): Knex.Raw;
  /** `YYYY-MM-DD` of the Monday that starts the ISO week. */
  week(column: string): Knex.Raw;
  /** `YYYY-MM-DD` */
  day(column: string): Knex.Raw;
  /** 0 … 23 */
  hour(column: string): Knex.Raw;
  /** The ISO day of the week: 1 Monday … 7 Sunday. */
  weekday(column: string): Knex.Raw;
};

const ISO_TEXT = "'%Y-%m-%d %H:%M:%f'";
/** The column (`??`, three times) as UTC text, whether it holds epoch milliseconds or ISO text. */
const SQLITE_INSTANT =
  `(CASE WHEN typeof(??) IN ('integer', 'real') THEN strftime(${ISO_TEXT}, ?? / 1000.0, 'unixepoch')` +
  ` ELSE strftime(${ISO_TEXT}, ??) END)`;

const sqlite = (knex: Knex): TimeSql => {
  /** `template` with its one `INSTANT` standing for the column read as UTC text. */
  const over = (column: string, template: string, values: unknown[] = []) =>
    knex.raw(template.replace('INSTANT', SQLITE_INSTANT), [column, column, column, ...values]);
  // A bound as the same text, so that comparing texts compares the instants.
  const text = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');
  return {
    within(query, column, { from, to }) {
      if (from) query.where(over(column, 'INSTANT >= ?', [text(from)]));
      if (to) query.where(over(column, 'INSTANT < ?', [text(to)]));
      return query;
    },
    instant: (column) => over(column, 'INSTANT'),
    month: (column) => over(column, 'substr(INSTANT, 1, 7)'),
    // `weekday 0` moves to the coming Sunday (or stays on one): the last day of an ISO week.
    week: (column) => over(column, "date(INSTANT, 'weekday 0', '-6 days')"),
    day: (column) => over(column, 'substr(INSTANT, 1, 10)'),
    hour: (column) => over(column, 'CAST(substr(INSTANT, 12, 2) AS INTEGER)'),
    // strftime's %w counts from Sunday = 0.
    weekday: (column) => over(column, "((CAST(strftime('%w', INSTANT) AS INTEGER) + 6) % 7) + 1"),
  };
};

const postgres = (knex: Knex): TimeSql => ({
  within(query, column, { from, to }) {
    if (from) query.where(column, '>=', from);
    if (to) query.where(column, '<', to);
    return query;
  },
  instant: (column) => knex.raw('??', [column]),
  month: (column) => knex.raw("to_char(??, 'YYYY-MM')", [column]),
  // date_trunc('week') starts weeks on Monday, as ISO 8601 does.
  week: (column) => knex.raw("to_char(date_trunc('week', ??), 'YYYY-MM-DD')", [column]),
  day: (column) => knex.raw("to_char(??, 'YYYY-MM-DD')", [column]),
  hour: (column) => knex.raw('CAST(extract(hour from ??) AS INTEGER)', [column]),
  weekday: (column) => knex.raw('CAST(extract(isodow from ??) AS INTEGER)', [column]),
});

/** The time SQL of the database behind `knex` (`client`: `strapi.db.dialect.client`). */
export const timeSql = (knex: Knex, client: string): TimeSql =>
  client === 'postgres' ? postgres(knex) : sqlite(knex);
