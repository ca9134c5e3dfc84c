import { FieldError, ValidationError } from '../errors';
import { readRecordId, recordIdProblem } from '../http/record-id';

type Query = Record<string, unknown>;

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads typed query parameters and collects every problem, so one 422 lists them all.
 * Absent or empty parameters read as `undefined`; a repeated parameter is an error.
 */
export class QueryReader {
  private readonly errors: FieldError[] = [];

  constructor(private readonly query: Query) {}

  private raw(name: string): string | undefined {
    const given = this.query[name];
    // Callers in process (the planner, maps) pass numbers and booleans; a query string has text.
    const value = typeof given === 'number' || typeof given === 'boolean' ? String(given) : given;
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') {
      this.fail(name, `The ${name} parameter must be given once, as a plain value.`);
      return undefined;
    }
    return value.trim() === '' ? undefined : value.trim();
  }

  /** Records a problem once: a parameter read twice (a shared filter and a collection's own) is one error. */
  fail(field: string, message: string) {
    if (!this.errors.some((error) => error.field === field && error.message === message))
      this.errors.push({ field, message });
  }

  string(name: string, { max = 200 }: { max?: number } = {}): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && value.length > max) {
      this.fail(name, `The ${name} may not be greater than ${max} characters.`);
      return undefined;
    }
    return value;
  }

  /** The first present of several names (legacy aliases such as search / query / q). */
  firstString(names: string[], options?: { max?: number }): string | undefined {
    for (const name of names) {
      const value = this.string(name, options);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  integer(name: string, { min, max }: { min?: number; max?: number } = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!INTEGER.test(value) || !Number.isSafeInteger(Number(value))) {
      this.fail(name, `The ${name} must be an integer.`);
      return undefined;
    }
    return this.bounded(name, Number(value), min, max);
  }

  /** A record id (a filter naming a record), read as every id is (CONTRACT §10), or a 422 on it. */
  recordId(name: string): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const reading = readRecordId(value);
    if ('id' in reading) return reading.id;
    this.fail(name, recordIdProblem(name, reading.problem));
    return undefined;
  }

  number(name: string, { min, max }: { min?: number; max?: number } = {}): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!NUMBER.test(value)) {
      this.fail(name, `The ${name} must be a number.`);
      return undefined;
    }
    return this.bounded(name, Number(value), min, max);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(name, `The selected ${name} is invalid. Allowed: ${allowed.join(', ')}.`);
      return undefined;
    }
    return value as T;
  }

  boolean(name: string): boolean | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (['1', 'true'].includes(value)) return true;
    if (['0', 'false'].includes(value)) return false;
    this.fail(name, `The ${name} field must be true or false.`);
    return undefined;
  }

  /** A calendar date `YYYY-MM-DD`; returns the same string when it is a real date. */
  date(name: string): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const parsed = new Date(`${value}T00:00:00Z`);
    if (!DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      this.fail(name, `The ${name} must be a date in the format YYYY-MM-DD.`);
      return undefined;
    }
    return value;
  }

  private bounded(name: string, value: number, min?: number, max?: number): number | undefined {
    if (min !== undefined && value < min) {
      this.fail(name, `The ${name} must be at least ${min}.`);
      return undefined;
    }
    if (max !== undefined && value > max) {
      this.fail(name, `The ${name} may not be greater than ${max}.`);
      return undefined;
    }
    return value;
  }

  /** Throws one 422 listing every problem found so far. */
  assertValid() {
    if (this.errors.length > 0) throw new ValidationError([...this.errors]);
  }
}
