import type { ZodType } from 'zod';
import { FieldError, ValidationError } from '../errors';

/**
 * Runs a zod schema over untrusted input. Every issue becomes one `validation_errors` entry
 * (nested paths joined with dots); the schema's messages are the ones clients see.
 */
export const validate = <T>(schema: ZodType<T>, input: unknown): T => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'body',
    message: issue.message,
  }));
  throw new ValidationError(errors);
};
