import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ClientRequestSchema,
  ErrorCode,
  isJSONRPCRequest,
  type JSONRPCErrorResponse,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { ValidationError, errorBody, type FieldError } from '../../../plugins/contract/public';

/** The params schema of every request a client may send, by method (the SDK's own schemas). */
const PARAMS = new Map<string, z.ZodType>(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema.shape.params as z.ZodType]),
);

/** Rules the SDK checks only later, by throwing an internal error: resources/read parses `uri` as a URL. */
const FURTHER_RULES: Record<string, (params: Record<string, unknown>) => FieldError[]> = {
  'resources/read': ({ uri }) =>
    URL.canParse(uri as string) ? [] : [{ field: 'uri', message: 'The uri must be an absolute URI.' }],
};

const valueAt = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (found, key) => (typeof found === 'object' && found !== null ? (found as never)[key] : undefined),
    value,
  );

const KINDS: Record<string, string> = { object: 'an object', record: 'an object', array: 'an array' };

/** A field error in the contract's words: "is required" for a missing field, the kind expected otherwise. */
const fieldError = (params: unknown, issue: z.core.$ZodIssue): FieldError => {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'params';
  if (issue.code !== 'invalid_type') return { field, message: issue.message };
  if (valueAt(params, issue.path) === undefined) return { field, message: `The ${field} field is required.` };
  return { field, message: `The ${field} field must be ${KINDS[issue.expected] ?? `a ${issue.expected}`}.` };
};

/** Whether the server answers `method` (the SDK's public way to ask is that a second handler is refused). */
const answers = (server: Server, method: string) => {
  try {
    server.assertCanSetRequestHandler(method);
    return false;
  } catch (taken) {
    return taken instanceof Error;
  }
};

/**
 * The JSON-RPC error −32602 (Invalid params) for a request whose params the SDK would refuse
 * (CONTRACT §10), with the field errors; null when the params are well formed, for a notification or
 * a response, and for a method the server does not answer (that stays −32601). The SDK parses the
 * params itself only inside the handler, and answers its parse failure as −32603 Internal error with
 * the raw validation dump: a client's mistake reported as a fault of ours. `data.error` is the
 * contract's error (`validation_error` with `validation_errors`), as on a refused resource read.
 */
export const malformedParams = (server: Server, message: unknown): JSONRPCErrorResponse | null => {
  if (!isJSONRPCRequest(message)) return null;
  const schema = PARAMS.get(message.method);
  if (!schema || !answers(server, message.method)) return null;
  const parsed = schema.safeParse(message.params);
  const errors = parsed.success
    ? (FURTHER_RULES[message.method]?.(parsed.data as Record<string, unknown>) ?? [])
    : parsed.error.issues.map((issue) => fieldError(message.params, issue));
  if (errors.length === 0) return null;
  const refusal = new ValidationError(errors);
  return {
    jsonrpc: '2.0',
    id: message.id,
    error: {
      code: ErrorCode.InvalidParams,
      message: `Invalid params: ${errors.map((error) => error.message).join(' ')}`,
      data: { error: errorBody(refusal).error },
    },
  };
};
