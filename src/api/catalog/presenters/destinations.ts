import type { Row } from '../services/read/collection-spec';
import { regionObject } from './region';
import { iso, num } from './values';

/** What a destination's answer shows beside its own row (loaded for a whole page at once). */
export type DestinationRelated = {
  /** Its country's name and its region's label, in the asked language. */
  names: { country: unknown; region: unknown };
  /** Its live categories: on the detail only (null on a list). */
  categories: Array<{ id: number; name: unknown; type: unknown }> | null;
};

/**
 * A destination card (a list item) or detail (with `user_count` and `categories`): its country and
 * region joined by the page query, its hotel and trip counts (live trips that visit it and, on the
 * detail, their distinct travellers) read beside its row.
 */
export const presentDestination = (row: Row, { names, categories }: DestinationRelated) => ({
  id: row.id,
  name: row.name,
  city_name: row.city_name ?? null,
  description: row.description ?? null,
  image: row.image ?? null,
  latitude: num(row.latitude),
  longitude: num(row.longitude),
  country_id: num(row.country_ref),
  country: row.country_ref
    ? {
        id: num(row.country_ref),
        name: names.country,
        iso_code: row.country_iso,
        flag_url: row.country_flag ?? null,
      }
    : null,
  region: row.region_key ? regionObject(row.region_key as string, names.region as string) : null,
  hotels_count: Number(row.hotels_count ?? 0),
  tours_count: Number(row.tours_count ?? 0),
  ...(categories ? { user_count: Number(row.user_count ?? 0), categories } : {}),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
