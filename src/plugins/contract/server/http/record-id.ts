import { NotFoundError } from '../errors';
import { MAX_INTEGER } from './rules';

/**
 * Record ids are the databases' 32-bit serials. A longer number names no record — and on
 * PostgreSQL it would not even reach the comparison ("out of range for type integer").
 */
export const MAX_RECORD_ID = MAX_INTEGER;

export const isRecordId = (value: number) =>
  Number.isSafeInteger(value) && value >= 1 && value <= MAX_RECORD_ID;

/** A path segment naming a record: digits within range, or the resource's 404. */
export const recordIdOrNotFound = (value: unknown, notFoundMessage: string): number => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isRecordId(id)) throw new NotFoundError(notFoundMessage);
  return id;
};
