import { AppError, ErrorExtras } from './app-error';

/** 502/503: an outside system failed and there is no fallback. The message is safe to show. */
export class UpstreamUnavailableError extends AppError {
  constructor(
    message = 'A service this request depends on is unavailable.',
    status: 502 | 503 = 503,
    extras?: ErrorExtras,
  ) {
    super(status, 'upstream_unavailable', message, { extras, isPublic: true });
  }
}
