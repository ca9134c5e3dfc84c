import { AppError } from './app-error';

export const SERVER_ERROR_MESSAGE = 'An unexpected error occurred.';

/** 500: anything unexpected. The message shown is always the generic one. */
export class ServerError extends AppError {
  constructor(cause?: unknown) {
    super(500, 'server_error', SERVER_ERROR_MESSAGE, { cause, isPublic: false });
  }
}
