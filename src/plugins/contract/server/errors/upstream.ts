import { AppError } from './app-error';

/**
 * An outside system (weather, routing, payment provider, identity provider…) failed: no answer
 * within its time limit, an HTTP error, or a body that is not what its protocol promises. Adapters
 * throw only this; the services that call them catch only this (and fall back, or answer 502), so a
 * bug of ours is never mistaken for an outage. Unhandled, it is a 502 `upstream_unavailable`.
 */
export class UpstreamError extends AppError {
  readonly system: string;
  /** The HTTP status the system answered, when it answered. */
  readonly upstreamStatus: number | null;

  constructor(system: string, detail: string, options: { status?: number; cause?: unknown } = {}) {
    super(502, 'upstream_unavailable', `${system}: ${detail}`, { isPublic: false, cause: options.cause });
    this.system = system;
    this.upstreamStatus = options.status ?? null;
  }
}
