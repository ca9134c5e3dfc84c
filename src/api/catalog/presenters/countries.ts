import type { Row } from '../services/read/collection-spec';
import type { CountryDestination } from '../services/read/country-destinations';
import { regionObject } from './region';
import { iso } from './values';

/** A country as the catalog answers it, with its region (a `regions` row) and its live destinations. */
export const presentCountry = (row: Row, region: Row | null, destinations: CountryDestination[]) => ({
  id: row.id,
  name: row.name,
  iso_code: row.iso_code,
  capital: row.capital ?? null,
  flag_url: row.flag_url ?? null,
  currency: row.currency ?? null,
  languages: typeof row.languages === 'string' ? JSON.parse(row.languages) : (row.languages ?? []),
  region: region ? regionObject(region.key as string, region.label as string) : null,
  // The region's label as a string, and the destinations, as the legacy list had them.
  continent: region ? (region.label as string) : null,
  destinations,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
