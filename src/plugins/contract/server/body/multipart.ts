import type { IncomingMessage } from 'http';
import formidable, { Fields, Files } from 'formidable';
import { BadRequestError, PayloadTooLargeError, type AppError } from '../errors';
import { JSON_LIMIT_BYTES, MULTIPART_MAX_FIELDS, UPLOAD_LIMIT_BYTES } from './limits';

// formidable 2's internal error codes (src/FormidableError.js).
const SIZE_CODES = new Set([1006, 1007, 1009]);

const toAppError = (error: unknown): AppError => {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && SIZE_CODES.has(code)) return new PayloadTooLargeError();
  return new BadRequestError('The multipart body could not be parsed.');
};

export type MultipartOptions = {
  /** A directory of this request alone, removed by the caller whatever happens. */
  uploadDir: string;
  /** File parts written to disk; any other file part is skipped unread. `null`: every part. */
  fileFields: readonly string[] | null;
  /** The files together may not exceed this. */
  maxBytes?: number;
};

/** Parses a multipart body (repeated names become arrays, as koa-body gave them). */
export const parseMultipart = (req: IncomingMessage, options: MultipartOptions) =>
  new Promise<{ fields: Fields; files: Files }>((resolve, reject) => {
    const { uploadDir, fileFields, maxBytes = UPLOAD_LIMIT_BYTES } = options;
    const form = formidable({
      uploadDir,
      multiples: true,
      maxFileSize: maxBytes,
      maxFields: MULTIPART_MAX_FIELDS,
      maxFieldsSize: JSON_LIMIT_BYTES,
      allowEmptyFiles: false,
      filter: (part) => fileFields === null || (part.name !== null && fileFields.includes(part.name)),
    });
    form.parse(req, (error, fields, files) =>
      error ? reject(toAppError(error)) : resolve({ fields, files }),
    );
  });
