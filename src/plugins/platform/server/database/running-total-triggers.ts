/** A running total as SQL: its table, key columns (with what a null is kept under), sums, condition. */
export type TotalsShape = {
  name: string;
  table: string;
  keys: Array<{ column: string; empty: string }>;
  sums: string[];
  /** Over the row as `r`. */
  where: string;
  /** Every column of the row the total reads. */
  reads: string[];
};

const columnsOf = ({ keys, sums }: TotalsShape) => [
  ...keys.map(({ column }) => column),
  'n',
  ...sums.map((column) => `sum_${column}`),
];

/** What `rows` add (sign 1) or take away (-1), one line per row that counts. */
const delta = (shape: TotalsShape, rows: string, sign: number) =>
  `SELECT ${[
    ...shape.keys.map(({ column, empty }) => `coalesce(r.${column}, ${empty}) AS ${column}`),
    `${sign} AS n`,
    ...shape.sums.map((column) => `${sign} * coalesce(r.${column}, 0) AS sum_${column}`),
  ].join(', ')} FROM ${rows} r WHERE ${shape.where}`;

/**
 * The deltas of `parts` added to the totals, one upsert per key (in key order, so concurrent
 * writers take the totals' rows in the same order); a write that changes nothing writes nothing.
 */
export const applyDeltas = (shape: TotalsShape, parts: string[]) => {
  const keys = shape.keys.map(({ column }) => `d.${column}`).join(', ');
  const summed = columnsOf(shape).slice(shape.keys.length);
  return `INSERT INTO ${shape.name} (${columnsOf(shape).join(', ')})
    SELECT ${keys}, ${summed.map((column) => `sum(d.${column})`).join(', ')}
    FROM (${parts.join(' UNION ALL ')}) d WHERE true GROUP BY ${keys}
    HAVING ${summed.map((column) => `sum(d.${column}) <> 0`).join(' OR ')} ORDER BY ${keys}
    ON CONFLICT (${shape.keys.map(({ column }) => column).join(', ')}) DO UPDATE SET
    ${summed.map((column) => `${column} = ${shape.name}.${column} + excluded.${column}`).join(', ')}`;
};

/** Every row of the table, counted from scratch. */
export const fillTotals = (shape: TotalsShape) => applyDeltas(shape, [delta(shape, shape.table, 1)]);

/** SQLite: a trigger per row event; an update only when a column the total reads changed. */
export const sqliteTriggers = (shape: TotalsShape) => {
  const row = (side: 'NEW' | 'OLD') =>
    `(SELECT ${shape.reads.map((column) => `${side}.${column} AS ${column}`).join(', ')})`;
  const changed = shape.reads.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');
  const trigger = (event: string, when: string, parts: string[]) => [
    `DROP TRIGGER IF EXISTS ${shape.name}_${event.split(' ')[0]!.toLowerCase()}`,
    `CREATE TRIGGER ${shape.name}_${event.split(' ')[0]!.toLowerCase()} AFTER ${event} ON ${shape.table}${when}
     BEGIN ${applyDeltas(shape, parts)}; END`,
  ];
  return [
    ...trigger('INSERT', '', [delta(shape, row('NEW'), 1)]),
    ...trigger('DELETE', '', [delta(shape, row('OLD'), -1)]),
    ...trigger(`UPDATE OF ${shape.reads.join(', ')}`, ` WHEN ${changed}`, [
      delta(shape, row('NEW'), 1),
      delta(shape, row('OLD'), -1),
    ]),
  ];
};

/**
 * PostgreSQL: a trigger per statement over its transition tables, so a write of a thousand rows
 * changes each total once (a row trigger would update the same total a thousand times).
 */
export const postgresTriggers = (shape: TotalsShape) => {
  const events: Array<[string, string]> = [
    ['INSERT', 'NEW TABLE AS new_rows'],
    ['DELETE', 'OLD TABLE AS old_rows'],
    ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ];
  return [
    `CREATE OR REPLACE FUNCTION ${shape.name}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${applyDeltas(shape, [delta(shape, 'new_rows', 1)])};
       ELSIF TG_OP = 'DELETE' THEN ${applyDeltas(shape, [delta(shape, 'old_rows', -1)])};
       ELSE ${applyDeltas(shape, [delta(shape, 'new_rows', 1), delta(shape, 'old_rows', -1)])};
       END IF;
       RETURN NULL;
     END $$`,
    ...events.map(
      ([event, referencing]) =>
        `CREATE OR REPLACE TRIGGER ${shape.name}_${event.toLowerCase()} AFTER ${event} ON ${shape.table}
         REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${shape.name}_keep()`,
    ),
  ];
};
