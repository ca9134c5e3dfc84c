import { AppError, ErrorExtras } from './app-error';

/** 422 with a specific type: a domain rule refused the request (`checkout_failed`, `not_an_upgrade`, ...). */
export class DomainRuleError extends AppError {
  constructor(type: string, message: string, extras?: ErrorExtras) {
    super(422, type, message, { extras });
  }
}
