import { AppError } from './app-error';

/** 413: the body is larger than the route accepts. */
export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request body is too large.') {
    super(413, 'payload_too_large', message);
  }
}
