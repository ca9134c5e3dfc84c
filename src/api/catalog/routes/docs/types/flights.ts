import { queryParam } from '../../../../../plugins/contract/public';
import { range, substringSearch } from '../parameters';
import { integer, object, stamps, str, time } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows flights: their filters and component schemas. */
export const flightsDocs: TypeDocs = {
  title: 'flights',
  schema: 'Flight',
  v1: true,
  filters: [
    queryParam('departure_airport', 'IATA code (alias `from`)'),
    queryParam('arrival_airport', 'IATA code (alias `to`)'),
    queryParam('date', 'Departure day YYYY-MM-DD (UTC)', { type: 'string', format: 'date' }),
    queryParam('airline', 'Airline contains'),
    substringSearch,
    ...range('price', 'USD'),
  ],
  schemas: {
    Flight: object({
      id: integer,
      airline: str,
      flight_number: str,
      departure_airport: { type: 'string', pattern: '^[A-Z]{3}$' },
      arrival_airport: { type: 'string', pattern: '^[A-Z]{3}$' },
      departure_date: time,
      arrival_date: time,
      price: { type: 'number' },
      currency: str,
      booking_status: { enum: ['pending', 'confirmed', 'cancelled'], description: 'The legacy values.' },
      ...stamps,
    }),
  },
};
