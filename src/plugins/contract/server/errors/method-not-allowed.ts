import { AppError } from './app-error';

/** 405 on a known path, with the `Allow` header and `allowed_methods` (legacy extra). */
export class MethodNotAllowedError extends AppError {
  constructor(method: string, allowed: string[]) {
    super(405, 'method_not_allowed', `The ${method} method is not allowed for this endpoint.`, {
      extras: { allowed_methods: allowed },
      headers: { Allow: allowed.join(', ') },
    });
  }
}
