import { AppError } from '../../../../plugins/contract/public';
import type { TripRow } from '../../content-types/rows';

/**
 * Who makes a change, and the trip version they made it against (`If-Match`, or `version` in the
 * body; CONTRACT §14). Without one, the change applies to whatever the trip is now.
 */
export type Editor = { id: number; ifVersion?: number | null };

/** 412 `version_conflict`: the trip moved on since the version the request names; nothing was written. */
export class TripVersionConflict extends AppError {
  constructor(
    readonly tripId: number,
    readonly currentVersion: number,
  ) {
    super(412, 'version_conflict', 'The trip has changed since you read it: read it again and retry.', {
      extras: { current_version: currentVersion },
    });
  }

  /** The same refusal, carrying the trip as the caller now sees it (`error.current`). */
  withCurrent(current: unknown): AppError {
    return new AppError(412, this.type, this.message, {
      extras: { current_version: this.currentVersion, current },
    });
  }
}

export const versionOf = (trip: Pick<TripRow, 'version'>) => Number(trip.version ?? 1);

/** Refuses a change named against an older version than the trip's (read under its row lock). */
export const assertVersion = (tripId: number, version: number, editor: Editor | number) => {
  const wanted = typeof editor === 'number' ? null : (editor.ifVersion ?? null);
  if (wanted !== null && wanted !== version) throw new TripVersionConflict(tripId, version);
};

/** The same check on a trip read outside a change (a body that changes nothing). */
export const assertCurrent = (trip: TripRow, editor: Editor) =>
  assertVersion(trip.id, versionOf(trip), editor);
