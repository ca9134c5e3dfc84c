import type { Item } from '../catalog-reader';

/**
 * What names a catalog record where another record keeps its name for the admin panel (a review,
 * a favourite, a trip's visit or place): its name, or for a flight its airline and number.
 */
export const recordName = (record: Item | null): string | null =>
  record
    ? String(record.name ?? [record.airline, record.flight_number].filter(Boolean).join(' ')).slice(0, 255) ||
      null
    : null;
