/**
 * The MCP module's public entry point: the remote MCP server at `/api/mcp` (CONTRACT §12) that
 * acts for the holder of an access token. Its tools call the other modules' entry points; what it
 * offers others is its name and the list of its tools (the docs and the OpenAPI description).
 */
export { SERVER_INFO } from './protocol/create';
export { TOOLS, type Tool, type Caller, type ToolAnswer } from './tools';
