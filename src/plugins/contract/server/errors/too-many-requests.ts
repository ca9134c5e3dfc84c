import { AppError } from './app-error';

/** 429 with `Retry-After` (seconds) and the route's rate-limit headers. */
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, headers: Record<string, string> = {}) {
    super(429, 'too_many_requests', 'Too Many Attempts.', {
      headers: { ...headers, 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
