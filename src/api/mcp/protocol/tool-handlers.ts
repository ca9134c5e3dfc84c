import type { Core } from '@strapi/strapi';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { checkAccess, contract, throttleKey, validate } from '../../../plugins/contract/public';
import { TOOLS, type Caller, type Tool } from '../tools';
import { inputSchemaOf } from '../presenters/input-schema';
import { toolFailure, toolSuccess, type FailureReport } from '../presenters/tool-results';

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

const listed = (tool: Tool) => ({
  name: tool.name,
  title: tool.title,
  description: `${tool.description} Needs the \`${tool.scope}\` scope.`,
  inputSchema: inputSchemaOf(tool.input),
  annotations: { title: tool.title, readOnlyHint: Boolean(tool.readOnly), openWorldHint: false },
});

/**
 * A call in the order of a REST request (CONTRACT §2.2, §7): the scope the tool asks (the bearer
 * itself was checked before MCP, by the route), the REST route's named throttle, the route's
 * validation, then its service.
 */
const call = async (strapi: Core.Strapi, caller: Caller, tool: Tool, args: unknown) => {
  const denial = checkAccess('verified', caller.principal, tool.scope);
  if (denial) throw denial;
  if (tool.throttle)
    await contract(strapi).throttles.consume(tool.throttle, (key) =>
      throttleKey(key, { ip: caller.ip, userId: caller.principal.id }),
    );
  return tool.run(strapi, caller, validate(tool.input, args ?? {}));
};

/**
 * tools/list and tools/call on the SDK's server. Not McpServer.registerTool: its own validation
 * answers a bare text error, where a tool error here carries the contract's `validation_error` with
 * field errors, like every other refusal.
 */
export const serveTools = (
  server: Server,
  strapi: Core.Strapi,
  caller: Caller,
  failures: { report: FailureReport; requestId?: string },
) => {
  server.registerCapabilities({ tools: {} });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map(listed) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = BY_NAME.get(request.params.name);
    // An unknown tool is a protocol error (the client asked for something not listed), not a tool's.
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    try {
      return toolSuccess(await call(strapi, caller, tool, request.params.arguments));
    } catch (error) {
      return toolFailure(error, failures.report, failures.requestId);
    }
  });
};
