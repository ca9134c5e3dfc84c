import type { Context, Next } from 'koa';
import { PayloadTooLargeError } from '../errors';
import { parseMultipart } from '../body/multipart';
import { withRequestDir } from '../body/request-dir';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_LIMIT_BYTES } from '../body/limits';

/**
 * The multipart body of a route that takes a file, read only once routing, access and the
 * throttle have passed. Every part lands in a directory of this request alone, removed when
 * the request ends however it ends (answer, validation error, exception, aborted upload).
 */
export default (config: { fields?: string[] }) => {
  const fileFields = config?.fields ?? [];

  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const declared = Number(ctx.get('Content-Length'));
    if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw new PayloadTooLargeError();
    await withRequestDir(async (uploadDir) => {
      const { fields, files } = await parseMultipart(ctx.req, { uploadDir, fileFields });
      Object.assign(ctx.request, { body: fields, files });
      await next();
    });
  };
};
