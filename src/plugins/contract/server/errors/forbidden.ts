import { AppError, ErrorExtras } from './app-error';

export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';

/** 403: `forbidden`, `email_not_verified`, `account_blocked`, `trip_locked`, `invalid_signature` (signed links). */
export class ForbiddenError extends AppError {
  constructor(message = FORBIDDEN_MESSAGE, type = 'forbidden', extras?: ErrorExtras) {
    super(403, type, message, { extras });
  }
}
