/**
 * What a route accepts as a request body (CONTRACT §10). JSON routes take `application/json`
 * only; `form` adds the urlencoded post of an HTML form (the sandbox checkout page has no
 * script); `file` adds multipart, for the routes that take an uploaded file.
 */
export type BodyKind = 'json' | 'form' | 'file';

/** Media types as `type-is` reads them (`json` matches application/json and `+json`). */
export const ACCEPTED_TYPES: Record<BodyKind, string[]> = {
  json: ['json'],
  form: ['json', 'urlencoded'],
  file: ['json', 'multipart'],
};

const DESCRIPTIONS: Record<BodyKind, string> = {
  json: 'JSON (Content-Type: application/json)',
  form: 'JSON or an urlencoded form',
  file: 'JSON or multipart/form-data',
};

export const unacceptedTypeMessage = (kind: BodyKind) => `The request body must be ${DESCRIPTIONS[kind]}.`;

/** Methods whose body is read; GET, HEAD and OPTIONS bodies are ignored, as HTTP says they mean nothing. */
export const carriesBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** A request has a body when it declares a non-zero length or a chunked transfer. */
export const hasBody = (headers: Record<string, string | string[] | undefined>) => {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length']);
  return Number.isFinite(length) && length > 0;
};
