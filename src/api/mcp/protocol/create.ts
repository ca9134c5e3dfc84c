import type { Core } from '@strapi/strapi';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Caller } from '../tools';
import { serveTripResources } from '../resources/trips';
import type { FailureReport } from '../presenters/tool-results';
import { serveTools } from './tool-handlers';

export const SERVER_INFO = { name: 'travel-planner', version: '1.0.0' };

const INSTRUCTIONS =
  'Travel planning for one person, acting with their access token: find destinations, places, flights and weather; plan a verified itinerary (metered by their AI quota); save and edit trips; and prepare a checkout whose link the person opens to pay. Every tool error carries `error.type` (e.g. `insufficient_scope`, `ai_quota_exhausted`, `validation_error` with `validation_errors`, `not_found`).';

/**
 * The MCP server of one request (stateless mode: nothing lives between requests, so any instance
 * answers any call): the tools and the trip resources, acting for the authenticated caller.
 */
export const mcpServerFor = (
  strapi: Core.Strapi,
  caller: Caller,
  failures: { report: FailureReport; requestId?: string },
) => {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  serveTools(server.server, strapi, caller, failures);
  serveTripResources(server, strapi, caller, failures.report);
  return server;
};
