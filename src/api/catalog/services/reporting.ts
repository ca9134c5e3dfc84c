import type { Core } from '@strapi/strapi';
import { relationOf } from '../../../plugins/platform/public';
import { LIVE } from '../../../plugins/soft-delete/public';

const DESTINATION = 'api::destination.destination';
const FLIGHT = 'api::flight.flight';

export type AirportPlace = { city: string; country: string | null };

/**
 * The catalog as the analytics read it: flights' arrival airports and destinations' names as
 * relations for their aggregate SQL, and the place of an airport (the live destination an editor
 * gave that airport, its English name and country's name).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  flights: relationOf(strapi, FLIGHT, ['id', 'arrival_airport']),
  /** Every locale's row (`locale`), one `document_id` per destination. */
  destinations: relationOf(strapi, DESTINATION, ['id', 'document_id', 'locale', 'name']),

  /** The places of IATA codes (upper case); a code no live destination names is left out. */
  async airportPlaces(codes: readonly string[]): Promise<Map<string, AirportPlace>> {
    const wanted = [...new Set(codes.map((code) => code.toUpperCase()))];
    if (wanted.length === 0) return new Map();
    const rows = (await strapi.db.query(DESTINATION).findMany({
      where: { airport: { $in: wanted }, locale: 'en', ...LIVE },
      select: ['id', 'name', 'airport'],
      populate: { country: { select: ['name'] } },
      orderBy: { id: 'asc' },
    })) as Array<{ airport: string; name: string; country: { name: string } | null }>;
    const places = new Map<string, AirportPlace>();
    // Two destinations sharing an airport: the first one added names it.
    for (const row of rows)
      if (!places.has(row.airport))
        places.set(row.airport, { city: row.name, country: row.country?.name ?? null });
    return places;
  },
});
