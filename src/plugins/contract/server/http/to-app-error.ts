import { errors as strapiErrors } from '@strapi/utils';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  FieldError,
  NotFoundError,
  PayloadTooLargeError,
  ServerError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
  isAppError,
} from '../errors';
import { defaultsForStatus } from './status-defaults';

type HttpLikeError = Error & { status?: number; statusCode?: number; expose?: boolean; type?: string };

const strapiValidationToFields = (error: InstanceType<typeof strapiErrors.ValidationError>): FieldError[] => {
  const details = (error.details ?? {}) as { errors?: Array<{ path?: string[]; message?: string }> };
  const list = details.errors ?? [];
  if (list.length === 0) return [{ field: 'body', message: error.message }];
  return list.map((entry) => ({
    field: (entry.path ?? []).join('.') || 'body',
    message: entry.message ?? 'Invalid value.',
  }));
};

const fromStrapiError = (error: InstanceType<typeof strapiErrors.ApplicationError>): AppError => {
  if (error instanceof strapiErrors.ValidationError)
    return new ValidationError(strapiValidationToFields(error));
  if (error instanceof strapiErrors.UnauthorizedError) return new UnauthenticatedError();
  if (error instanceof strapiErrors.PolicyError) return new ForbiddenError(error.message || undefined);
  if (error instanceof strapiErrors.ForbiddenError) return new ForbiddenError();
  if (error instanceof strapiErrors.NotFoundError) return new NotFoundError();
  if (error instanceof strapiErrors.PayloadTooLargeError) return new PayloadTooLargeError();
  if (error instanceof strapiErrors.RateLimitError) return new TooManyRequestsError(60);
  if (error instanceof strapiErrors.NotImplementedError)
    return new AppError(501, 'not_implemented', defaultsForStatus(501).message);
  return new BadRequestError(error.message || defaultsForStatus(400).message);
};

/** Errors thrown by koa-body / co-body / raw-body carry an http status and a `type`. */
const fromHttpError = (error: HttpLikeError, status: number): AppError => {
  if (status === 413 || error.type === 'entity.too.large') return new PayloadTooLargeError();
  // co-body rethrows JSON.parse's SyntaxError with status 400; raw-body tags its own errors with `type`.
  if (error.type === 'entity.parse.failed' || (status === 400 && error instanceof SyntaxError))
    return new BadRequestError('The request body is not valid JSON.');
  if (status === 415) return new BadRequestError(defaultsForStatus(415).message);
  if (status >= 500) return new ServerError(error);
  const defaults = defaultsForStatus(status);
  return new AppError(
    status,
    defaults.type,
    error.expose && error.message ? error.message : defaults.message,
  );
};

/** Maps anything thrown during a request onto the one taxonomy. */
export const toAppError = (error: unknown): AppError => {
  if (isAppError(error)) return error;
  if (error instanceof strapiErrors.ApplicationError) return fromStrapiError(error);
  if (error instanceof Error) {
    const status = (error as HttpLikeError).status ?? (error as HttpLikeError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 600)
      return fromHttpError(error as HttpLikeError, status);
    if (/maxFileSize|maxTotalFileSize/.test(error.message) && /exceeded/.test(error.message))
      return new PayloadTooLargeError();
  }
  return new ServerError(error);
};
