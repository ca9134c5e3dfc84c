import { z } from 'zod';
import { applyRange } from '../read/filters';
import { containsText } from '../read/text-match';
import type { CollectionSpec } from '../read/collection-spec';
import { TRASH_COLUMN } from '../../../../plugins/soft-delete/public';
import { MAX_DECIMAL, requiredString } from '../../../../plugins/contract/public';
import { presentFlight } from '../../presenters/flights';
import type { CatalogType } from './catalog-type';
import * as f from './fields';

const airport = /^[A-Za-z]{3}$/;

const read: CollectionSpec = {
  name: 'flights',
  uid: 'api::flight.flight',
  tags: ['flight', 'review'],
  localized: [],
  columns: [
    'airline',
    'flight_number',
    'departure_airport',
    'arrival_airport',
    'departure_date',
    'arrival_date',
    'price',
    'currency',
    'booking_status',
    'created_at',
    'updated_at',
  ],
  relations: [],
  sort: {
    id: 't.id',
    price: 't.price',
    departure_date: 't.departure_date',
    arrival_date: 't.arrival_date',
    airline: 't.airline',
  },
  defaultSort: 'departure_date',
  i18n: false,

  filter(reader, query, ctx) {
    for (const [name, alias, column] of [
      ['departure_airport', 'from', 't.departure_airport'],
      ['arrival_airport', 'to', 't.arrival_airport'],
    ] as const) {
      const code = reader.firstString([name, alias], { max: 10 });
      if (code === undefined) continue;
      if (!airport.test(code))
        reader.fail(name, `The ${name.replace('_', ' ')} must be a 3-letter IATA code.`);
      else query.where(column, code.toUpperCase());
    }
    const date = reader.date('date') ?? reader.date('departure_date');
    if (date !== undefined) {
      const start = new Date(`${date}T00:00:00.000Z`);
      query
        .where('t.departure_date', '>=', start)
        .where('t.departure_date', '<', new Date(start.getTime() + 86400000));
    }
    const airline = reader.string('airline', { max: 120 });
    if (airline !== undefined) query.where(containsText(ctx.knex, 't.airline', airline));
    const search = reader.firstString(['search', 'query', 'q'], { max: 100 });
    if (search !== undefined) {
      query.where((q) => {
        for (const column of ['t.airline', 't.flight_number', 't.departure_airport', 't.arrival_airport'])
          q.orWhere(containsText(ctx.knex, column, search));
      });
    }
    applyRange(reader, query, 'price', 't.price');
  },

  present: async (rows) => rows.map(presentFlight),
};

export const flights: CatalogType = {
  read,
  admin: {
    shape: {
      airline: requiredString('airline', { max: 120 }),
      flight_number: requiredString('flight_number', { max: 12 }),
      departure_airport: f.iata('departure_airport'),
      arrival_airport: f.iata('arrival_airport'),
      departure_date: f.datetime('departure_date'),
      arrival_date: f.datetime('arrival_date'),
      price: f.num('price', { min: 0, max: MAX_DECIMAL }),
      currency: f.currency,
      booking_status: z
        .enum(['pending', 'confirmed', 'cancelled'], { error: 'The selected booking status is invalid.' })
        .optional(),
    },
    relations: {},
    unique: {
      fields: ['flight_number', 'departure_date'],
      message: 'This flight already exists on that date.',
    },
  },
  indexes: [
    [TRASH_COLUMN],
    ['departure_airport', 'departure_date'],
    ['arrival_airport'],
    ['departure_date'],
    ['price'],
  ],
};
