/**
 * The default `error.type` and message per HTTP status, for errors that reach us without
 * a type of ours (Strapi's helper bodies, koa-body, http-errors).
 */
import { FORBIDDEN_MESSAGE } from '../errors/forbidden';
import { SERVER_ERROR_MESSAGE } from '../errors/server-error';
import { UNAUTHENTICATED_MESSAGE } from '../errors/unauthenticated';

export const STATUS_DEFAULTS: Record<number, { type: string; message: string }> = {
  400: { type: 'bad_request', message: 'The request could not be understood.' },
  401: { type: 'unauthenticated', message: UNAUTHENTICATED_MESSAGE },
  403: { type: 'forbidden', message: FORBIDDEN_MESSAGE },
  404: { type: 'not_found', message: 'The requested resource was not found.' },
  405: { type: 'method_not_allowed', message: 'The method is not allowed for this endpoint.' },
  409: { type: 'duplicate', message: 'A record with this information already exists.' },
  413: { type: 'payload_too_large', message: 'The request body is too large.' },
  415: { type: 'bad_request', message: 'The request content type is not supported.' },
  422: { type: 'validation_error', message: 'The provided data is invalid.' },
  429: { type: 'too_many_requests', message: 'Too Many Attempts.' },
  500: { type: 'server_error', message: SERVER_ERROR_MESSAGE },
  501: { type: 'not_implemented', message: 'This operation is not implemented.' },
  502: { type: 'upstream_unavailable', message: 'A service this request depends on is unavailable.' },
  503: { type: 'upstream_unavailable', message: 'The service is temporarily unavailable.' },
};

export const defaultsForStatus = (status: number) =>
  STATUS_DEFAULTS[status] ??
  (status >= 500
    ? STATUS_DEFAULTS[500]
    : { type: 'bad_request', message: 'The request could not be processed.' });
