import { PER_CALL, defineRoutes, ref } from '../../../plugins/contract/public';
import { TOOLS } from '../tools';

const toolList = TOOLS.map((tool) => `\`${tool.name}\` (${tool.scope})`).join(', ');

const JSON_RPC = {
  type: 'object',
  required: ['jsonrpc'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['integer', 'string'] },
    method: { type: 'string', examples: ['initialize', 'tools/list', 'tools/call', 'resources/read'] },
    params: { type: 'object' },
    result: { type: 'object' },
    error: { type: 'object' },
  },
};

/** The MCP endpoint: a verified caller's session or personal access token, the default throttle. */
const group = { tag: 'MCP', access: 'verified', throttle: 'api', controller: 'api::mcp.mcp' } as const;

export default defineRoutes(group, [
  {
    method: 'POST',
    path: '/mcp',
    action: 'handle',
    tokenScope: PER_CALL,
    doc: {
      summary: 'Model Context Protocol server for AI agents (Streamable HTTP, stateless)',
      description: [
        'One JSON-RPC message of the Model Context Protocol per request, through the official SDK in stateless mode: no session id, JSON answers (`Accept: application/json, text/event-stream`), GET and DELETE 405. Any instance answers any call.',
        'The bearer is a session token or a personal access token, checked before MCP as on every route (401, 403 `email_not_verified` / `account_blocked`); a personal access token of any scope is let in (`x-token-scope: per-call`) and each tool asks its own scope: a token without it gets a tool error `insufficient_scope`.',
        `Tools (scope): ${toolList}. Each validates its arguments with the REST route’s own schema, counts the route’s named throttle and calls its service; \`plan_trip\` is metered exactly like POST /ai/plan. A result is the REST route’s success envelope (JSON text and \`structuredContent\`); a refusal is a tool error (\`isError: true\`) carrying the REST error envelope, e.g. \`ai_quota_exhausted\`, \`validation_error\` with \`validation_errors\`, \`not_found\`.`,
        'Resources: the caller’s trips, `trip://{id}` (listed newest first, read as the trip with its itinerary; `trips:read`).',
        'A request whose params are malformed (a `tools/call` without `name` or whose `arguments` are not an object, a `resources/read` without an absolute `uri`, …) is the JSON-RPC error −32602 Invalid params whose `data.error` is the contract’s `validation_error` with `validation_errors` (`field`, `message`); −32603 is only for faults of ours.',
      ].join(' '),
      bodyContent: { 'application/json': { schema: JSON_RPC } },
      responses: {
        '200': {
          description:
            'The JSON-RPC answer: a result (a tool error is a result with `isError: true`), or a JSON-RPC error (an unknown method −32601, malformed params or an unknown tool −32602, a refused resource read).',
          content: { 'application/json': { schema: JSON_RPC } },
        },
        '202': { description: 'A notification or a response was accepted (no body).' },
        '406': {
          description:
            '`not_acceptable`: the client does not accept both `application/json` and `text/event-stream`.',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
      // 400: a body that is no JSON-RPC 2.0 message, or an unknown MCP-Protocol-Version.
      errors: ['400', '401', '403', '429'],
    },
  },
]);
