import { AppError } from './app-error';

export type FieldError = { field: string; message: string };

export const VALIDATION_MESSAGE = 'The provided data is invalid.';

/** 422 `validation_error` with one `validation_errors` entry per failed rule. */
export class ValidationError extends AppError {
  readonly fieldErrors: FieldError[];

  constructor(fieldErrors: FieldError[], message = VALIDATION_MESSAGE) {
    super(422, 'validation_error', message, { extras: { validation_errors: fieldErrors } });
    this.fieldErrors = fieldErrors;
  }

  static field(field: string, message: string) {
    return new ValidationError([{ field, message }]);
  }
}
