import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { errorBody, successBody, toAppError, type AppError } from '../../../plugins/contract/public';
import type { ToolAnswer } from '../tools';

/** Where a failed call is reported: the request's own failure log (5xx with their cause). */
export type FailureReport = (error: AppError) => void;

/**
 * A tool's answer as the REST route's body: the success envelope, as JSON text (what every client
 * reads) and as structured content (what a client that parses it reads).
 */
export const toolSuccess = (answer: ToolAnswer): CallToolResult => {
  const body = successBody(answer.data, answer.message, answer.meta);
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
};

/**
 * A refused or failed call as an MCP tool error (`isError: true`) carrying the error envelope the
 * REST route would answer: the contract's one taxonomy (type, status, message, extras such as
 * `validation_errors` or `quota`), 5xx with the generic message and the request id.
 */
export const toolFailure = (error: unknown, report: FailureReport, requestId?: string): CallToolResult => {
  const appError = toAppError(error);
  if (appError.status >= 500) report(appError);
  const body = errorBody(appError, requestId);
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body };
};
