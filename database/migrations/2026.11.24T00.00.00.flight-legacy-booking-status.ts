import type { Knex } from 'knex';

/**
 * Flights take the legacy `booking_status` values `pending`, `confirmed`, `cancelled` (CONTRACT
 * §10; the legacy admin flights form sends them). Earlier values map onto them: a flight on
 * sale (`available`, `limited`) is `confirmed`; one that cannot be booked (`sold_out`) joins
 * `cancelled`. Runs before Strapi's schema sync, so a fresh database has no table yet.
 */
const MAPPING: Record<string, string> = {
  available: 'confirmed',
  limited: 'confirmed',
  sold_out: 'cancelled',
};

export const up = async (knex: Knex) => {
  if (!(await knex.schema.hasTable('flights')) || !(await knex.schema.hasColumn('flights', 'booking_status')))
    return;
  for (const [from, to] of Object.entries(MAPPING))
    await knex('flights').where({ booking_status: from }).update({ booking_status: to });
};
