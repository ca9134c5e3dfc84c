import type { Context, Next } from 'koa';
import parse from 'co-body';
import { carriesBody, hasBody } from '../body/kinds';
import { JSON_LIMIT_BYTES } from '../body/limits';
import { parseMultipart } from '../body/multipart';
import { withRequestDir } from '../body/request-dir';
import { isApiPath } from '../http/api-path';

type Config = { adminUploadLimitBytes?: number };

// The admin panel's media library is the one place outside /api that takes files.
const isAdminUploadPath = (path: string) => path === '/upload' || path.startsWith('/upload/');

/**
 * Replaces `strapi::body`, which parsed every multipart part sent to any URL into the temp
 * directory before routing and removed only the parts named `files`. Under /api nothing is
 * read here: each of our routes reads its own body after routing (`contract.body`,
 * `contract.files`). Elsewhere (the admin panel) JSON, forms and text are read as before;
 * multipart only on the media library's paths, only from a caller presenting credentials, and
 * into a directory removed when the request ends.
 */
export default (config: Config) => {
  const uploadLimit = config?.adminUploadLimitBytes ?? 50 * 1024 * 1024;

  return async (ctx: Context, next: Next) => {
    const request = ctx.request as Context['request'] & { body?: unknown };
    request.body = {};
    if (isApiPath(ctx.path) || !carriesBody(ctx.method) || !hasBody(ctx.req.headers)) return next();

    const type = ctx.is('json', 'urlencoded', 'text', 'multipart');
    if (type === 'multipart') {
      if (!isAdminUploadPath(ctx.path) || !ctx.get('Authorization')) return next();
      return withRequestDir(async (uploadDir) => {
        const { fields, files } = await parseMultipart(ctx.req, {
          uploadDir,
          fileFields: null,
          maxBytes: uploadLimit,
        });
        Object.assign(ctx.request, { body: fields, files });
        await next();
      });
    }
    if (type === 'json') request.body = await parse.json(ctx, { limit: JSON_LIMIT_BYTES, strict: true });
    else if (type === 'urlencoded') request.body = await parse.form(ctx, { limit: JSON_LIMIT_BYTES });
    else if (type === 'text') request.body = await parse.text(ctx, { limit: JSON_LIMIT_BYTES });
    return next();
  };
};
