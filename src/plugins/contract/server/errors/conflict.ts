import { AppError, ErrorExtras } from './app-error';

/** 409: a state conflict (`invalid_state_transition`, `already_subscribed`, `duplicate`, ...). */
export class ConflictError extends AppError {
  constructor(message: string, type = 'duplicate', extras?: ErrorExtras) {
    super(409, type, message, { extras });
  }
}
