import type { Context } from 'koa';
import { AppError } from '../errors';
import { defaultsForStatus } from './status-defaults';

export type ErrorBody = {
  success: false;
  message: string;
  error: { type: string; status: number; message: string; timestamp: string; [extra: string]: unknown };
};

/** Builds the error envelope of CONTRACT §1.2; 5xx bodies show only the generic message and the request id. */
export const errorBody = (error: AppError, requestId?: string): ErrorBody => {
  const message = error.isPublic ? error.message : defaultsForStatus(error.status).message;
  const body: ErrorBody = {
    success: false,
    message,
    error: { type: error.type, status: error.status, message, timestamp: new Date().toISOString() },
  };
  // Extras follow the core fields and can never replace them.
  for (const [key, value] of Object.entries(error.extras)) if (!(key in body.error)) body.error[key] = value;
  if (error.status >= 500 && requestId) body.error.request_id = requestId;
  return body;
};

/** Writes an AppError onto the response: status, headers and envelope. */
export const writeError = (ctx: Context, error: AppError) => {
  ctx.status = error.status;
  // @koa/cors (keepHeadersOnError) puts `vary: Origin` on a thrown error: added to what the
  // answer already varies by (Accept on a negotiated link), not replacing it.
  for (const [name, value] of Object.entries(error.headers))
    if (name.toLowerCase() === 'vary') ctx.vary(value);
    else ctx.set(name, value);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = errorBody(error, ctx.state.requestId as string | undefined);
};
