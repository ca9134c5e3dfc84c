import type { Context } from 'koa';
import { carriesBody, hasBody } from './kinds';
import { drainRest } from './drain';

/**
 * Before an error answer, while the client may still be sending the body — a body refused as too
 * large (413: read not at all, or up to the limit), or one a reader gave up half-way (a malformed
 * multipart) — the rest is read and thrown away (bounded, drain.ts) and the connection is closed
 * after the answer (`Connection: close`, on every 413), so the client reads the answer instead of failing with
 * EPIPE. A body nobody started to read is left to Node, which reads it off the wire after the
 * answer and keeps the connection for the next request.
 */
export const settleBodyBeforeAnswer = async (ctx: Context, status: number) => {
  const req = ctx.req;
  if (!carriesBody(ctx.method) || !hasBody(req.headers)) return;
  // A 413 always closes (its sender may try again with more); another error only mid-body.
  if (status !== 413 && (req.complete || !req.readableDidRead)) return;
  await drainRest(req);
  ctx.set('Connection', 'close');
};
