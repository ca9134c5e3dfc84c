import type { TripRow } from '../../content-types/rows';
import { versionOf } from './version-check';

/** A trip's entity tag: its id and version (CONTRACT §14), the same for every reader of one version. */
export const tripEtag = (trip: Pick<TripRow, 'id' | 'version'>) => `"trip-${trip.id}-v${versionOf(trip)}"`;

/** Any version: `If-Match: *` asks only that the trip exists. */
const ANY = '*';
/** A tag of no version of this trip: the precondition fails, as RFC 9110 says for a tag that matches nothing. */
const NONE = 0;

/**
 * The version an `If-Match` header names for this trip, or undefined without one (or `*`). A list
 * names its first tag of this trip; a header naming no version of this trip names none (412). A
 * weak tag (`W/"…"`) never matches: If-Match compares strongly (RFC 9110 §13.1.1).
 */
export const ifMatchVersion = (header: string | undefined, tripId: number): number | undefined => {
  if (header === undefined || header.trim() === '' || header.trim() === ANY) return undefined;
  const pattern = new RegExp(`^"trip-${tripId}-v(\\d{1,10})"$`);
  for (const tag of header.split(',')) {
    const match = pattern.exec(tag.trim());
    if (match) return Number(match[1]);
  }
  return NONE;
};
