import type { Context } from 'koa';
import { PayloadTooLargeError } from '../../../contract/public';

/** A sign-in or consent form is a few fields. */
const MAX_FORM_BYTES = 8 * 1024;

/**
 * The fields of a posted form (`application/x-www-form-urlencoded`): read here, as the OAuth
 * endpoints sit before Strapi's body parser.
 */
export const formFields = async (ctx: Context): Promise<URLSearchParams> => {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};
