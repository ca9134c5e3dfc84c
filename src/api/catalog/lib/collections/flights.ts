import { applyRange } from '../filters';
import { iso, num } from '../sql';
import type { CollectionSpec } from '../types';

const airport = /^[A-Za-z]{3}$/;

export const flights: CollectionSpec = {
  name: 'flights',
  uid: 'api::flight.flight',
  tags: ['flight'],
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

  filter(reader, query) {
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
    if (airline !== undefined) query.whereRaw('lower(t.airline) like ?', [`%${airline.toLowerCase()}%`]);
    const search = reader.firstString(['search', 'query', 'q'], { max: 100 });
    if (search !== undefined) {
      query.where((q) => {
        for (const column of ['t.airline', 't.flight_number', 't.departure_airport', 't.arrival_airport'])
          q.orWhereRaw('lower(??) like ?', [column, `%${search.toLowerCase()}%`]);
      });
    }
    applyRange(reader, query, 'price', 't.price');
  },

  async present(rows) {
    return rows.map((row) => ({
      id: row.id,
      airline: row.airline,
      flight_number: row.flight_number,
      departure_airport: row.departure_airport,
      arrival_airport: row.arrival_airport,
      departure_date: iso(row.departure_date),
      arrival_date: iso(row.arrival_date),
      price: num(row.price),
      currency: row.currency ?? 'USD',
      booking_status: row.booking_status ?? 'confirmed',
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  },
};
