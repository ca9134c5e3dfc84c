import { AppError } from './app-error';

export const UNAUTHENTICATED_MESSAGE = 'Authentication required. Please provide valid credentials.';

/** 401: missing, malformed, expired or revoked token; also `invalid_credentials` and `invalid_signature`. */
export class UnauthenticatedError extends AppError {
  constructor(message = UNAUTHENTICATED_MESSAGE, type = 'unauthenticated') {
    super(401, type, message, {
      headers: type === 'unauthenticated' ? { 'WWW-Authenticate': 'Bearer' } : {},
    });
  }
}
