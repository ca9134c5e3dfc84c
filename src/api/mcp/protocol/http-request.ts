import type { Context } from 'koa';
import { JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { AppError, BadRequestError } from '../../../plugins/contract/public';

/**
 * What the SDK's transport would refuse at the HTTP level, refused first in the contract's error
 * envelope (CONTRACT §1.2: every error of every route has it): an `Accept` without both
 * `application/json` and `text/event-stream` (406), an unknown `MCP-Protocol-Version`, a body that is
 * no JSON-RPC message (400). What passes reaches the transport, which then answers in JSON-RPC only.
 */
export const assertMcpRequest = (ctx: Context, body: unknown) => {
  const accept = ctx.get('Accept');
  if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
    throw new AppError(
      406,
      'not_acceptable',
      'An MCP client must accept both application/json and text/event-stream.',
    );
  const version = ctx.get('MCP-Protocol-Version');
  if (version && !SUPPORTED_PROTOCOL_VERSIONS.includes(version))
    throw new BadRequestError(
      `Unsupported MCP protocol version ${version} (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}).`,
    );
  if (!JSONRPCMessageSchema.safeParse(body).success)
    throw new BadRequestError('The request body is not a JSON-RPC 2.0 message.');
};
