import { z } from 'zod';
import { NotFoundError } from '../errors';
import { MAX_INTEGER } from './rules';

/**
 * Record ids are the databases' 32-bit serials. A longer number names no record — and on
 * PostgreSQL it would not even reach the comparison ("out of range for type integer").
 */
export const MAX_RECORD_ID = MAX_INTEGER;

export const isRecordId = (value: number) =>
  Number.isSafeInteger(value) && value >= 1 && value <= MAX_RECORD_ID;

/** An id, or why the value is none: not a whole number at all, or a whole number that names no record. */
export type RecordIdReading = { id: number } | { problem: 'not_an_integer' | 'out_of_range' };

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * The one reading of every id a client sends — path, query or body (CONTRACT §10): a JSON
 * integer or a string of decimal digits, within 1 … 2³¹−1. Nothing else is an id: not `1.5`,
 * `1e3`, `0x10`, `+1`, ` 1`, `true`.
 */
export const readRecordId = (value: unknown): RecordIdReading => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && WHOLE_NUMBER.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(number)) return { problem: 'not_an_integer' };
  return isRecordId(number) ? { id: number } : { problem: 'out_of_range' };
};

/** The message of a value that is no id, for a field as the client named it (`plan id`, `user_id`). */
export const recordIdProblem = (label: string, problem: 'not_an_integer' | 'out_of_range') =>
  problem === 'not_an_integer' ? `The ${label} must be an integer.` : `The selected ${label} is invalid.`;

/** A path segment naming a record: an id, or the resource's 404 (CONTRACT §10). */
export const recordIdOrNotFound = (value: unknown, notFoundMessage: string): number => {
  const reading = readRecordId(value);
  if ('problem' in reading) throw new NotFoundError(notFoundMessage);
  return reading.id;
};

/** How the document shows an id a client may send. */
export const RECORD_ID_SCHEMA = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID } as const;

/**
 * A body field naming a record (`plan_id`): an id, else 422 on the field — "must be an integer"
 * when it is not a whole number, "The selected … is invalid." when it is one that names no record.
 * Absent or null is "required"; add `.optional()` / `.nullish()` for a field that may be left out.
 */
export const integerId = (field: string) => {
  const label = field.replace(/_/g, ' ');
  return z
    .unknown()
    .meta({
      anyOf: [RECORD_ID_SCHEMA, { type: 'string', pattern: '^\\d+$' }],
      description: `A record id (1 … ${MAX_RECORD_ID}), as a number or a string of digits.`,
    })
    .transform((value, ctx) => {
      if (value === undefined || value === null) {
        ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
        return z.NEVER;
      }
      const reading = readRecordId(value);
      if ('id' in reading) return reading.id;
      ctx.addIssue({ code: 'custom', message: recordIdProblem(label, reading.problem) });
      return z.NEVER;
    });
};
