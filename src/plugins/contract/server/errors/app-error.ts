/**
 * The one error taxonomy of the /api contract (CONTRACT §1.3). Each subclass fixes
 * an HTTP status and a default `error.type`; `extras` are merged into the `error`
 * object of the envelope. `isPublic=false` keeps the message out of the response.
 */
export type ErrorExtras = Record<string, unknown>;

export class AppError extends Error {
  readonly status: number;
  readonly type: string;
  readonly extras: ErrorExtras;
  readonly headers: Record<string, string>;
  readonly isPublic: boolean;

  constructor(
    status: number,
    type: string,
    message: string,
    options: {
      extras?: ErrorExtras;
      headers?: Record<string, string>;
      isPublic?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.type = type;
    this.extras = options.extras ?? {};
    this.headers = options.headers ?? {};
    this.isPublic = options.isPublic ?? status < 500;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
