import { AppError } from './app-error';

/** 400: the request could not be read (malformed JSON, wrong content type). */
export class BadRequestError extends AppError {
  constructor(message = 'The request body could not be parsed.', type = 'bad_request') {
    super(400, type, message);
  }
}
