import { DESTINATIONS } from '../../../../seed/catalog/destinations';
import { COUNTRIES } from '../../../../seed/catalog/reference';

export type AirportPlace = { city: string; country: string };

/**
 * The city and country of an arrival airport. The catalog stores no airport on its destinations
 * (flights carry bare IATA codes), so the directory is the one the seeded catalog is built from:
 * each seeded destination and its airport, its country by ISO code.
 */
const DIRECTORY = new Map<string, AirportPlace>(
  DESTINATIONS.map((destination) => [
    destination.airport,
    {
      city: destination.name,
      country: COUNTRIES.find((country) => country.iso === destination.iso)?.name ?? destination.iso,
    },
  ]),
);

/** The place of an IATA code, or null for an airport outside the seeded catalog. */
export const airportPlace = (iata: string): AirportPlace | null => DIRECTORY.get(iata.toUpperCase()) ?? null;
