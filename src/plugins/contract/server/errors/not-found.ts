import { AppError } from './app-error';

/** 404: unknown route, or a record that is missing, trashed or not visible to the caller. */
export class NotFoundError extends AppError {
  constructor(message = 'The requested resource was not found.', type = 'not_found') {
    super(404, type, message);
  }
}

export const endpointNotFound = (path: string) =>
  new NotFoundError(`The requested endpoint '${path}' was not found.`);
