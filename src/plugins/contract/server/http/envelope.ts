import type { Context } from 'koa';

export type Meta = Record<string, unknown>;

export type SuccessBody<T> = { success: true; message: string; data: T; meta?: Meta };

/** The success envelope of CONTRACT §1.1. */
export const successBody = <T>(data: T, message = 'Success', meta?: Meta): SuccessBody<T> =>
  meta === undefined ? { success: true, message, data } : { success: true, message, data, meta };

/**
 * Writes a success envelope; `status` defaults to 200. `legacy`: top-level keys a legacy client
 * reads beside the envelope (e.g. the favourites toggle's `status: "added"`); they never replace
 * the envelope's own keys.
 */
export const respond = <T>(
  ctx: Context,
  data: T,
  options: { message?: string; meta?: Meta; status?: number; legacy?: Record<string, unknown> } = {},
) => {
  ctx.status = options.status ?? 200;
  ctx.body = { ...options.legacy, ...successBody(data, options.message ?? 'Success', options.meta) };
};
